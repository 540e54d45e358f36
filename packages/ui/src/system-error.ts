/**
 * The system error overlay as a page feature of the script-tag build, declared in this package's
 * package.json with `"when": { "event": ["system-error", "field-errors"] }`: the loader imports
 * this chunk when the bus keeps the first such event for a first handler (spec 000 §8), and the
 * `on` calls here receive it, so a page without an error never fetches the overlay.
 */
import type { BlockContext } from '@tessera/runtime';
import { installSystemErrorOverlay } from './install-system-error-overlay';

export function init(_element: HTMLElement, context: Pick<BlockContext, 'events'>): () => void {
  return installSystemErrorOverlay(context.events);
}
