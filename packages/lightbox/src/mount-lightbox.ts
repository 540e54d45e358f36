/**
 * The lightbox core's entry (the lazy chunk): mounts the view into the overlay host, keeps
 * the address in step (history), and hands back a handle. One lightbox at a time: opening
 * another closes the first at once.
 */
import { isMobileViewport, mediaMessages } from '@tessera/media';
import { mountOverlay } from '@tessera/ui';
import { bindHistory, type HistoryBinding } from './history';
import { type LightboxItem, toItems } from './items';
import { Lightbox } from './lightbox';
import type { LightboxAction } from './lightbox-machine';
import { type LightboxOptions, resolveOptions } from './options';
import { createElement } from './react-api';
import { wrapIndex } from './wrap-index';

export interface OpenLightboxRequest {
  /** Slides as data, or as elements read per the slide markup (spec 001 §3). */
  items: readonly (LightboxItem | Element | object)[];
  /** The slide to show first, wrapped into range (spec 001 §4: -1 is the last). Default 0. */
  index?: number;
  options?: Partial<LightboxOptions>;
  /** Where focus goes after close (the thumbnail that opened it). Default: what had focus. */
  returnFocus?: HTMLElement | null;
}

export interface LightboxHandle {
  /** Closes (refused during the opening fades, spec 001 §4, unless forced). */
  close(force?: boolean): void;
  goTo(index: number): void;
  next(): void;
  previous(): void;
  /** The slide shown now. */
  readonly index: number;
  /** Settles once the lightbox is gone and focus has returned. */
  readonly closed: Promise<void>;
}

let current: { replace(): void } | undefined;

/**
 * Mounts the lightbox now (the lazy chunk's one entry; `openLightbox` fetches it first). Throws
 * when no item reads as a slide.
 */
export function mountLightbox(request: OpenLightboxRequest): LightboxHandle {
  const items = toItems(request.items);
  if (items.length === 0) throw new Error(mediaMessages.noImages);
  current?.replace();
  const options = resolveOptions({ mobile: isMobileViewport(), ...request.options });
  const returnFocus =
    request.returnFocus ??
    (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  let dispatch: ((action: LightboxAction) => void) | undefined;
  const queued: LightboxAction[] = [];
  const send = (action: LightboxAction) => (dispatch ? dispatch(action) : queued.push(action));
  let index = wrapIndex(request.index ?? 0, items.length);
  let resolveClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    resolveClosed = resolve;
  });
  let history: HistoryBinding | undefined;
  let closedByHistory = false;

  const unmount = mountOverlay(
    createElement(Lightbox, {
      items,
      index,
      options,
      connect(next: (action: LightboxAction) => void) {
        dispatch = next;
        for (const action of queued.splice(0)) next(action);
      },
      onIndexChange(next: number) {
        index = next;
        history?.update(next);
      },
      onClose() {
        if (!closedByHistory) history?.release();
      },
      onClosed() {
        finish();
      },
    }),
    { name: 'lightbox' },
  );
  const finish = () => {
    unmount();
    if (current === mounted) current = undefined;
    if (returnFocus?.isConnected) returnFocus.focus();
    resolveClosed();
  };
  const mounted = {
    /** Another lightbox opens: this one leaves at once, handing its history entry over. */
    replace() {
      history?.handOver();
      finish();
    },
  };
  current = mounted;
  history = bindHistory(items, index, options.history, () => {
    closedByHistory = true;
    send({ type: 'close', force: true });
  });

  return {
    close: (force = false) => send({ type: 'close', force }),
    goTo: (slide) => send({ type: 'goTo', index: slide }),
    next: () => send({ type: 'next' }),
    previous: () => send({ type: 'previous' }),
    get index() {
      return index;
    },
    closed,
  };
}
