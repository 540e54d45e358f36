import type { ReactNode } from 'react';
import { createOverlayRoot, type OverlayRootOptions } from './overlay-root';

/**
 * Renders a React tree into the page's overlay host and returns the function that unmounts it.
 * The tree is committed before this returns.
 */
export function mountOverlay(node: ReactNode, options: OverlayRootOptions = {}): () => void {
  const root = createOverlayRoot(options);
  root.render(node);
  return root.unmount;
}
