import type { Api } from '../api/api';
import type { BlockModule } from '../blocks/block-definition';
import type { EventBus } from '../event-bus';
import type { TesseraEvents } from '../events';
import type { PageContext } from '../page-context';

/** What the conformance suite needs to know about one block. */
export interface BlockConformanceOptions {
  /** The block's registered name; its warnings must name it. */
  name: string;
  /** Names this run in the test titles when a block runs the suite more than once (a design). */
  variant?: string;
  /** The block's module (`init(element, context) -> destroy`). Give this or `load`. */
  module?: BlockModule;
  /** Imports the block's module, as its registry entry does. Give this or `module`. */
  load?: () => Promise<BlockModule>;
  /** Server-rendered markup holding one instance of the block (the body's content for a page
   * feature). */
  markup: string;
  /** Finds the block in `markup`. Default `[data-block="<name>"]`. */
  selector?: string;
  /** A page feature (cookie banner, popup, error overlay): initialised on document.body, once,
   * by the runtime (no selector). Default false. */
  pageFeature?: boolean;
  /** The page context given to init and to the runtime. Default `{}`. */
  page?: PageContext;
  /** The data layer given to init. Default: the runtime's over a fetch that answers `{}`. */
  api?: Api;
  /** The event bus given to init. Default: a fresh bus for each check. */
  events?: EventBus<TesseraEvents>;
  /** Throws unless init did what a visitor would see (a class set, a listener that answers).
   * Runs after init and its microtasks. Default: init changed the markup or added a listener. */
  initialized?: (element: HTMLElement) => void | Promise<void>;
  /** The attribute the block reads its configuration from; bad JSON in it must be refused.
   * `false` for a block configured elsewhere. Default `data-block-config`. */
  configAttribute?: string | false;
  /** More configurations (attribute values) the block must refuse with exactly one warning
   * naming it, leaving the markup alone: a wrong-typed value, e.g. `{"formId":5}`. */
  malformedConfigs?: readonly string[];
  /** Prepares the page before each check (stubs, a page-context element); returns its undo. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a setup without an undo returns nothing
  setup?: () => (() => void) | void;
}
