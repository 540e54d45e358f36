/**
 * The script-tag entry: `<script type="module" src="/tessera/tessera.js"></script>`.
 * Creates the page runtime with every block the packages declare (the generated table), exposes
 * `window.Tessera`, and initialises once the document is parsed. A second copy of the script on the page logs
 * 'Detected second run, this is bad.' and does nothing.
 */

import { build, names, where } from 'tessera:block-table';
import {
  type Api,
  type BlockDefinition,
  type BlockModule,
  type EventBus,
  events,
  type PageContext,
  type TesseraEvents,
} from '@tessera/runtime';
import { createRuntime, detectSecondRun } from '@tessera/runtime/page';

export interface TesseraHandle {
  init(): Promise<void>;
  destroy(): void;
  register(definition: BlockDefinition): void;
  /** The registered blocks and page features (read-only). */
  readonly blocks: readonly BlockDefinition[];
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

if (!detectSecondRun()) {
  const runtime = createRuntime({
    // Each entry is the block's name; its chunk is chunks/<name>-<build>.js (build/block-table.mjs).
    // A page feature has its condition in `where`, at the entry's position; a block its
    // selector, or none (a hole) for the usual one, which is written here rather than thirty
    // times in the table.
    blocks: names.split(' ').map((name, index) => {
      const load = () => import(`./chunks/${name}-${build}.js`) as Promise<BlockModule>;
      const condition = where[index] ?? `[data-block="${name}"]`;
      return {
        name,
        load,
        ...(typeof condition === 'string' ? { selector: condition } : { when: condition }),
      };
    }),
  });
  // The runtime itself is the handle (its methods use no `this`), with the bus's on and off.
  window.Tessera = Object.assign(runtime, { on: events.on, off: events.off });
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', runtime.init, { once: true });
  } else {
    void runtime.init();
  }
}
