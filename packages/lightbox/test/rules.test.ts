import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clickAction } from '../src/click-zone';
import { createThrottle } from '../src/key-throttle';
import {
  canClose,
  hasNext,
  hasPrevious,
  initialState,
  type LightboxState,
  lightboxReducer,
} from '../src/lightbox-machine';
import { formatPosition, lightboxMessages } from '../src/messages';
import {
  LIGHTBOX_ARROW_HIDE_MS,
  LIGHTBOX_CLICK_EDGE_MARGIN,
  LIGHTBOX_CONTENT_FADE_MS,
  LIGHTBOX_KEY_THROTTLE_MS,
  LIGHTBOX_OVERLAY_FADE_MS,
  LIGHTBOX_OVERLAY_OPACITY,
  LIGHTBOX_SCROLL_TRANSITION_MS,
  loops,
  resolveLightboxTheme,
  resolveOptions,
  SWIPE_THRESHOLD_PX,
  SWIPE_TIME_THRESHOLD_MS,
  transitionFor,
} from '../src/options';
import { lightboxStyles } from '../src/styles';
import { swipeDirection } from '../src/swipe';
import { wrapIndex } from '../src/wrap-index';
import { clampPan, clampScale, pinchScale, wheelScale, zoomAbout } from '../src/zoom';

describe('lightbox constants (spec 001 §9)', () => {
  it('match the spec', () => {
    expect(LIGHTBOX_OVERLAY_OPACITY).toBe(0.95);
    expect(LIGHTBOX_OVERLAY_FADE_MS).toBe(300);
    expect(LIGHTBOX_CONTENT_FADE_MS).toBe(600);
    expect(LIGHTBOX_KEY_THROTTLE_MS).toBe(200);
    expect(LIGHTBOX_CLICK_EDGE_MARGIN).toBe(0.02);
    expect(LIGHTBOX_ARROW_HIDE_MS).toBe(500);
    expect(LIGHTBOX_SCROLL_TRANSITION_MS).toBe(400);
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(SWIPE_TIME_THRESHOLD_MS).toBe(250);
  });

  it('are the ones in the stylesheet', () => {
    expect(lightboxStyles).toContain('opacity:0.95;transition:opacity 300ms');
    expect(lightboxStyles).toContain('transition:opacity 600ms');
    expect(lightboxStyles).toContain('transition:transform 400ms');
  });
});

describe('theme (spec 001 §3)', () => {
  it('light or dark; anything else is dark', () => {
    expect(resolveLightboxTheme('light')).toBe('light');
    expect(resolveLightboxTheme('dark')).toBe('dark');
    expect(resolveLightboxTheme('Light')).toBe('dark');
    expect(resolveLightboxTheme(undefined)).toBe('dark');
    expect(resolveLightboxTheme(1)).toBe('dark');
    expect(resolveOptions({ theme: 'sepia' }).theme).toBe('dark');
  });
});

describe('loop and transition (spec 001 §2)', () => {
  it('loops and fades on desktop; scrolls without loop on mobile', () => {
    expect(loops({ mobile: false, loop: undefined })).toBe(true);
    expect(loops({ mobile: true, loop: undefined })).toBe(false);
    expect(loops({ mobile: true, loop: true })).toBe(true);
    expect(transitionFor(false)).toBe('fade');
    expect(transitionFor(true)).toBe('scroll');
  });
});

describe('desktop click zones (spec 001 §2)', () => {
  const base = { viewportWidth: 1000, viewportHeight: 800, onMedia: false, onStage: true, y: 400 };
  it.each([
    [700, 'next'],
    [500, 'next'],
    [499, 'previous'],
    [100, 'previous'],
    [19, 'none'],
    [981, 'none'],
    [20, 'previous'],
    [980, 'next'],
  ])('x = %i on the stage: %s', (x, expected) => {
    expect(clickAction({ ...base, x })).toBe(expected);
  });
  it('the image itself does not navigate', () => {
    expect(clickAction({ ...base, x: 700, onMedia: true })).toBe('none');
    expect(clickAction({ ...base, x: 100, onMedia: true })).toBe('none');
  });
  it('the top and bottom 2 percent do not navigate either', () => {
    expect(clickAction({ ...base, x: 700, y: 10 })).toBe('none');
    expect(clickAction({ ...base, x: 700, y: 790 })).toBe('none');
  });
  it('a click elsewhere (off the slide area) closes', () => {
    expect(clickAction({ ...base, x: 700, onStage: false })).toBe('close');
    expect(clickAction({ ...base, x: 5, onStage: false })).toBe('none');
  });
});

describe('key throttle (spec 001 §2: one action per 200 ms)', () => {
  it('acts on the first press and drops presses within 200 ms', () => {
    let now = 1000;
    const allow = createThrottle(LIGHTBOX_KEY_THROTTLE_MS, () => now);
    expect(allow()).toBe(true);
    now += 100;
    expect(allow()).toBe(false);
    now += 99;
    expect(allow()).toBe(false);
    now += 1;
    expect(allow()).toBe(true);
    now += 250;
    expect(allow()).toBe(true);
  });
});

describe('state machine (spec 001 §4)', () => {
  const run = (state: LightboxState, ...types: LightboxState extends never ? never : string[]) =>
    types.reduce(
      (current, type) =>
        lightboxReducer(current, { type } as Parameters<typeof lightboxReducer>[1]),
      state,
    );

  it('overlay, then content, then open; closing only once open', () => {
    let state = initialState(0, 3, true);
    expect(state.phase).toBe('overlay');
    expect(canClose(state)).toBe(false);
    expect(run(state, 'close').phase).toBe('overlay');
    state = run(state, 'overlayShown');
    expect(state.phase).toBe('content');
    expect(run(state, 'close').phase).toBe('content');
    expect(run(state, 'overlayShown').phase).toBe('content');
    state = run(state, 'contentShown');
    expect(state.phase).toBe('open');
    expect(run(state, 'close').phase).toBe('closing');
  });

  it('a forced close (back button) is accepted during the fades', () => {
    const state = lightboxReducer(initialState(0, 3, true), { type: 'close', force: true });
    expect(state.phase).toBe('closing');
    expect(lightboxReducer(state, { type: 'next' })).toBe(state);
  });

  it('wraps at the ends when looping', () => {
    const last = initialState(2, 3, true);
    expect(run(last, 'next').index).toBe(0);
    expect(run(initialState(0, 3, true), 'previous').index).toBe(2);
  });

  it('stops at the ends without looping', () => {
    const last = initialState(2, 3, false);
    expect(run(last, 'next')).toBe(last);
    expect(hasNext(last)).toBe(false);
    expect(hasPrevious(last)).toBe(true);
    const first = initialState(0, 3, false);
    expect(run(first, 'previous')).toBe(first);
    expect(hasPrevious(first)).toBe(false);
  });

  it('one slide has no previous or next', () => {
    expect(hasNext(initialState(0, 1, true))).toBe(false);
    expect(hasPrevious(initialState(0, 1, true))).toBe(false);
  });

  it('normalises indexes by wrapping', () => {
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(7, 5)).toBe(2);
    expect(initialState(-2, 5, true).index).toBe(3);
    expect(lightboxReducer(initialState(0, 5, true), { type: 'goTo', index: 9 }).index).toBe(4);
  });

  it('an index that is no number is the first slide, and no move', () => {
    expect(wrapIndex(Number.NaN, 5)).toBe(0);
    expect(wrapIndex(Number.POSITIVE_INFINITY, 5)).toBe(0);
    expect(wrapIndex(3, 0)).toBe(0);
    expect(initialState(Number.NaN, 5, true).index).toBe(0);
    const state = initialState(2, 5, true);
    expect(lightboxReducer(state, { type: 'goTo', index: Number.NaN })).toBe(state);
  });

  it('toggles the caption, hides and shows the arrows, resets zoom on navigation', () => {
    let state = initialState(0, 3, true);
    state = run(state, 'toggleCaption');
    expect(state.captionOpen).toBe(true);
    state = run(state, 'arrowsIdle');
    expect(state.arrowsVisible).toBe(false);
    state = run(state, 'pointerMoved');
    expect(state.arrowsVisible).toBe(true);
    state = lightboxReducer(state, { type: 'zoom', zoom: { scale: 2, x: 10, y: 0 } });
    expect(run(state, 'next').zoom.scale).toBe(1);
  });

  it('index stays in range for any action sequence (property)', () => {
    const actions = fc.constantFrom('next', 'previous', 'overlayShown', 'contentShown', 'close');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.boolean(),
        fc.array(actions),
        (count, loop, list) => {
          const state = run(initialState(0, count, loop), ...list);
          expect(state.index).toBeGreaterThanOrEqual(0);
          expect(state.index).toBeLessThan(count);
        },
      ),
    );
  });
});

describe('swipe (spec 001 §9: 50 px, 250 ms)', () => {
  const width = 400;
  it('a 50 px flick within 250 ms changes the slide', () => {
    expect(swipeDirection({ dx: -50, dy: 0, elapsed: 250, width })).toBe('next');
    expect(swipeDirection({ dx: 60, dy: 5, elapsed: 100, width })).toBe('previous');
  });
  it('under 50 px, too slow and short, or mostly vertical does not', () => {
    expect(swipeDirection({ dx: -49, dy: 0, elapsed: 100, width })).toBeNull();
    expect(swipeDirection({ dx: -60, dy: 0, elapsed: 251, width })).toBeNull();
    expect(swipeDirection({ dx: -60, dy: 80, elapsed: 100, width })).toBeNull();
  });
  it('a slow drag past a quarter of the width counts', () => {
    expect(swipeDirection({ dx: -100, dy: 0, elapsed: 900, width })).toBe('next');
  });
});

describe('zoom', () => {
  it('scale stays between 1 and 4', () => {
    expect(clampScale(0.5)).toBe(1);
    expect(clampScale(9)).toBe(4);
    expect(clampScale(Number.NaN)).toBe(1);
    expect(wheelScale(1, -100)).toBeGreaterThan(1);
    expect(wheelScale(1, 100)).toBe(1);
    expect(pinchScale(1, 100, 200)).toBe(2);
    expect(pinchScale(1, 0, 200)).toBe(1);
  });
  it('keeps the point under the pointer and the picture over its frame', () => {
    const size = { width: 400, height: 300 };
    const zoomed = zoomAbout({ scale: 1, x: 0, y: 0 }, 2, { x: 100, y: 0 }, size);
    expect(zoomed).toEqual({ scale: 2, x: -100, y: 0 });
    expect(clampPan({ scale: 2, x: 1000, y: -1000 }, 400, 300)).toEqual({
      scale: 2,
      x: 200,
      y: -150,
    });
  });
});

describe('messages', () => {
  it('names the controls and the position', () => {
    expect(lightboxMessages.close).toBe('Close');
    expect(lightboxMessages.previous).toBe('Previous');
    expect(lightboxMessages.next).toBe('Next');
    expect(formatPosition(0, 40)).toBe('1 of 40');
  });
});
