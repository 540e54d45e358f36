import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { getOverlayHost } from './overlay-host';

export interface OverlayRootOptions {
  /** Written to the mount element's `data-overlay` attribute (tests, theming). Default 'overlay'. */
  name?: string;
  /** The document whose overlay host is used. Default: the global document. */
  document?: Document;
}

export interface OverlayRoot {
  /** Renders (or re-renders) synchronously, so focus and showModal happen before it returns. */
  render(node: ReactNode): void;
  /** Unmounts the tree and removes its element; a second call does nothing. */
  unmount(): void;
}

/** A React root of its own inside the overlay host: the base of `mountOverlay` and the dialogs. */
export function createOverlayRoot(options: OverlayRootOptions = {}): OverlayRoot {
  const { host, container } = getOverlayHost(options.document);
  const element = container.ownerDocument.createElement('div');
  element.setAttribute('data-overlay', options.name ?? 'overlay');
  container.append(element);
  const root = createRoot(element);
  let mounted = true;
  return {
    render(node) {
      if (mounted) flushSync(() => root.render(node));
    },
    unmount() {
      if (!mounted) return;
      mounted = false;
      root.unmount();
      element.remove();
      // The last overlay gone, the page is as the server sent it (the block kit's conformance);
      // getOverlayHost appends the host again for the next one.
      if (!container.hasChildNodes()) host.remove();
    },
  };
}
