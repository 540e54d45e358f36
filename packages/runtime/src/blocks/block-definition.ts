import type { Api } from '../api/api';
import type { EventBus, TesseraEvents } from '../events';
import type { PageContext } from '../page-context';

/** Undoes everything a block's init did: listeners, timers, observers, DOM it added. */
export type Destroy = () => void;

/** What a block's init receives besides its element. */
export interface BlockContext {
  /** The block's registered name. */
  name: string;
  page: PageContext;
  api: Api;
  events: EventBus<TesseraEvents>;
}

/** A block's module: the lazy chunk that `load` imports. */
/** What init may return: its destroy function, or nothing for a block without cleanup. */
// biome-ignore lint/suspicious/noConfusingVoidType: a block's init may be written without a return
export type InitResult = Destroy | undefined | void;

export interface BlockModule {
  init(element: HTMLElement, context: BlockContext): InitResult | Promise<InitResult>;
}

/**
 * A block in the registry. With `selector`, every matching element is a block instance; without
 * one, it is a page feature (cookie banner, popup, error overlay) initialised once on
 * document.body when `when(page)` is true.
 */
export interface BlockDefinition {
  name: string;
  selector?: string;
  /** For page features: whether this page needs it. Default: always. */
  when?: (page: PageContext) => boolean;
  load: () => Promise<BlockModule>;
}
