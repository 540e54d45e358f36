/**
 * The marquee block (spec 002 §2, §3, §4, §9): the server's text drawn along a wavy SVG path
 * and moved along it, only while the block intersects the viewport and the visitor has not asked
 * for reduced motion (a change of that preference stops or starts it at once), paused while
 * hovered when pausedOnHover, and by a real pause button (WCAG 2.2.2). Screen readers read the
 * server's text once: the drawn copies are aria-hidden.
 *
 *   <div data-block="marquee" data-block-config='{"waveIntensity":0.4,"animationSpeed":2}'>
 *     <p>Fresh bread every morning</p>
 *   </div>
 */
import {
  type BlockContext,
  type CleanupStore,
  createCleanupStore,
  type Destroy,
  readBlockConfig,
  storeAnimationFrame,
  storeObserver,
} from '@tessera/runtime';
import { type MarqueeStop, nextPhase } from './marquee-motion';
import { type MarqueeOptions, parseMarqueeOptions } from './marquee-options';
import { createMarqueeView, type MarqueeView } from './marquee-view';

/** `data-marquee-state` on the block: 'running' or 'stopped' (for styles and tests). */
export const MARQUEE_STATE_ATTRIBUTE = 'data-marquee-state';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function init(element: HTMLElement, _context?: BlockContext): Destroy {
  const warn = (problem: string) => console.warn(`[tessera] marquee: ${problem}`, element);
  let refused = false;
  const config = readBlockConfig(element, (problem) => {
    refused = true;
    warn(problem);
  });
  if (refused) return () => {};
  const { options, problems } = parseMarqueeOptions(config);
  if (problems.length > 0) {
    warn(problems.join('; '));
    return () => {};
  }
  const textElement = element.firstElementChild;
  const text = textElement?.textContent?.replace(/\s+/g, ' ').trim();
  if (!(textElement instanceof HTMLElement) || !text) {
    warn('no text to show: the block needs one element holding its text');
    return () => {};
  }
  const store = createCleanupStore();
  const view = createMarqueeView(element, textElement, text, options, store);
  animate(element, view, options, store);
  return () => store.clear();
}

/** Runs the text along the path while nothing stops it, and watches what may stop it. */
function animate(
  element: HTMLElement,
  view: MarqueeView,
  options: MarqueeOptions,
  store: CleanupStore,
): void {
  const media = element.ownerDocument.defaultView?.matchMedia?.(REDUCED_MOTION);
  // Off-screen until the observer's first answer says otherwise.
  const hasObserver = typeof IntersectionObserver === 'function';
  const stops = new Set<MarqueeStop>(hasObserver ? ['offscreen'] : []);
  let copyLength = view.layout();
  let phase = 0;
  let lastTime: number | undefined;
  let cancelFrame: (() => void) | undefined;

  const frame = (time: number) => {
    if (lastTime !== undefined) {
      phase = nextPhase(
        phase,
        time - lastTime,
        options.animationSpeed,
        options.animationDirection,
        copyLength,
      );
      view.moveTo(phase);
    }
    lastTime = time;
    cancelFrame = storeAnimationFrame(store, frame);
  };
  const stop = (reason: MarqueeStop, stopped: boolean | undefined) => {
    if (stopped) stops.add(reason);
    else stops.delete(reason);
    const runs = stops.size === 0;
    store.attribute(element, MARQUEE_STATE_ATTRIBUTE, runs ? 'running' : 'stopped');
    if (runs && !cancelFrame) cancelFrame = storeAnimationFrame(store, frame);
    if (!runs && cancelFrame) {
      cancelFrame();
      cancelFrame = lastTime = undefined;
    }
  };

  view.moveTo(phase);
  stop('reduced-motion', media?.matches);
  if (media) store.listen(media, 'change', () => stop('reduced-motion', media.matches));
  store.listen(view.button, 'click', () => {
    const paused = !stops.has('paused');
    view.button.setAttribute('aria-pressed', String(paused));
    stop('paused', paused);
  });
  if (options.pausedOnHover) {
    store.listen(element, 'pointerenter', () => stop('hover', true));
    store.listen(element, 'pointerleave', () => stop('hover', false));
  }
  if (hasObserver) {
    storeObserver(
      store,
      new IntersectionObserver((entries) => {
        stop('offscreen', !entries[entries.length - 1]?.isIntersecting);
      }),
    ).observe(element);
  }
  let width = element.clientWidth;
  if (typeof ResizeObserver === 'function') {
    storeObserver(
      store,
      new ResizeObserver(() => {
        if (element.clientWidth === width) return;
        width = element.clientWidth;
        copyLength = view.layout();
        phase %= copyLength;
      }),
    ).observe(element);
  }
}
