/**
 * The script-tag entry: `<script type="module" src="/tessera/tessera.js"></script>`.
 * Creates the page runtime with every block the packages declare (the generated table), exposes
 * `window.Tessera`, and initialises once the document is parsed. A second copy of the script on the page logs
 * 'Detected second run, this is bad.' and does nothing.
 */

import table from 'tessera:block-table';
import {
  type Api,
  type BlockDefinition,
  createRuntime,
  detectSecondRun,
  type EventBus,
  events,
  type PageContext,
  type TesseraEvents,
} from '@tessera/runtime';

export interface TesseraHandle {
  init(): Promise<void>;
  destroy(): void;
  register(definition: BlockDefinition): void;
  api: Api;
  readonly context: PageContext;
  on: EventBus<TesseraEvents>['on'];
  off: EventBus<TesseraEvents>['off'];
}

declare global {
  interface Window {
    Tessera?: TesseraHandle;
  }
}

if (!detectSecondRun(window as unknown as Record<string, unknown>)) {
  const runtime = createRuntime({
    // A page feature's entry carries its condition; a block's its selector, or none for the
    // usual one, which is written here rather than thirty times in the table.
    blocks: table.map(([name, load, where = `[data-block="${name}"]`]) =>
      typeof where === 'string' ? { name, load, selector: where } : { name, load, when: where },
    ),
  });
  // The runtime itself is the handle (its methods use no `this`), with the bus's on and off.
  window.Tessera = Object.assign(runtime, { on: events.on, off: events.off });
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => void runtime.init(), { once: true });
  } else {
    void runtime.init();
  }
}
