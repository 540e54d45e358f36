/**
 * The script-tag entry: `<script type="module" src="/tessera/tessera.js"></script>`.
 * Creates the page runtime with every registered block, exposes `window.Tessera`, and
 * initialises once the document is parsed. A second copy of the script on the page logs
 * 'Detected second run, this is bad.' and does nothing.
 */
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
import { blocks } from './blocks';

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
  const runtime = createRuntime({ blocks });
  const handle: TesseraHandle = {
    // The runtime's methods use no `this`, so they can be handed out as they are.
    init: runtime.init,
    destroy: runtime.destroy,
    register: runtime.register,
    api: runtime.api,
    get context() {
      return runtime.context;
    },
    on: events.on,
    off: events.off,
  };
  window.Tessera = handle;
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => void runtime.init(), { once: true });
  } else {
    void runtime.init();
  }
}
