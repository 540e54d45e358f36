/**
 * The system error overlay as a page feature of the script-tag build (`when: () => true`):
 * listens to the page's event bus from the block context.
 */
import type { BlockContext } from '@tessera/runtime';
import { installSystemErrorOverlay } from './install-system-error-overlay';

export function init(_element: HTMLElement, context: Pick<BlockContext, 'events'>): () => void {
  return installSystemErrorOverlay(context.events);
}
