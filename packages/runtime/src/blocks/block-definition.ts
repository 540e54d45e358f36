import type { Api } from '../api/api';
import type { EventBus } from '../event-bus';
import type { TesseraEvents } from '../events';
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
 * When a page feature has work, as data (so that a package declares it in its package.json and
 * the script build writes it into the loader's table). The feature loads at start when any of
 * `page`, `element` or `hostname` holds, or later, on the first of `event` emitted on the page's bus.
 */
export interface PageCondition {
  /** Page-context fields, as dotted paths ('websiteSettings.popupOverlaySettings'): any set. */
  page?: string[];
  /** A selector: an element on the page matches it. */
  element?: string;
  /** A regular expression the page's host name matches (the markup check on a development
   * server: `^(.+\\.)?localhost$`). */
  hostname?: string;
  /** Bus events (e.g. 'system-error'): the feature loads when the first is emitted, and its
   * init's `events.on` still receives the events that woke it. */
  event?: string[];
}

/**
 * A block in the registry. With `selector`, every matching element is a block instance; without
 * one, it is a page feature (cookie banner, popup, error overlay) initialised once on
 * document.body when `when` holds.
 */
export interface BlockDefinition {
  name: string;
  selector?: string;
  /** For page features: whether this page needs it, as data or as a function of the page
   * context. Default: always. */
  when?: PageCondition | ((page: PageContext) => boolean);
  load: () => Promise<BlockModule>;
}
