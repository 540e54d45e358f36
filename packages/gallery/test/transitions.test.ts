import {
  SWIPE_AXIS_LOCK_PX as NEW_SWIPE_AXIS_LOCK_PX,
  SWIPE_THRESHOLD_PX,
  SWIPE_TIME_THRESHOLD_MS,
} from '@tessera/runtime';
import { describe, expect, it, vi } from 'vitest';
import {
  applyBoundary,
  newSwipeDefaults,
  parseBoundary,
  parseNewSwipe,
  parseSnapPoints,
  validateNewSwipe,
} from '../src/new-swipe-options';
import {
  createTransition,
  KEN_BURNS_ZOOM,
  newSwipeDuration,
  SCROLL_DURATION_MS,
  STACKED_SPEED_MS,
  STRIP_SPEED_MS,
  SWIPE_STRIP_ANIMATION_MS,
  transitionNames,
} from '../src/transitions';
import { TWEEN_DEFAULT_DURATION_MS, type TweenPlatform, tween } from '../src/tween';

describe('transition constants (spec 001 §9)', () => {
  it('are the spec values', () => {
    expect(STACKED_SPEED_MS).toBe(1000);
    expect(STRIP_SPEED_MS).toBe(500);
    expect(SCROLL_DURATION_MS).toBe(400);
    expect(KEN_BURNS_ZOOM).toBe(1.075);
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(SWIPE_TIME_THRESHOLD_MS).toBe(250);
    expect(SWIPE_STRIP_ANIMATION_MS).toBe(280);
    expect(NEW_SWIPE_AXIS_LOCK_PX).toBe(10);
  });
});

describe('createTransition (spec 001 §4, §8)', () => {
  it('knows fade (the default speed 1 s), ken-burns, scroll, swipe and new-swipe', () => {
    expect(transitionNames).toEqual(['fade', 'ken-burns', 'scroll', 'swipe', 'new-swipe']);
    expect(createTransition('fade').duration(1, 1200)).toBe(1000);
    expect(createTransition('fade', 600).duration(1, 1200)).toBe(600);
    expect(createTransition('scroll').duration(1, 1200)).toBe(400);
    expect(createTransition('swipe').duration(1, 1200)).toBe(280);
    expect(createTransition('swipe').draggable).toBe(true);
    expect(createTransition('fade').motion).toBe('fade');
    expect(createTransition('scroll').motion).toBe('slide');
  });
  it('ken-burns zooms 1.075, alternating in and out', () => {
    const kenBurns = createTransition('ken-burns');
    expect(kenBurns.zoom?.(0)).toEqual({ from: 1, to: 1.075 });
    expect(kenBurns.zoom?.(1)).toEqual({ from: 1.075, to: 1 });
    expect(kenBurns.zoom?.(2)).toEqual({ from: 1, to: 1.075 });
  });
  it('new-swipe takes 0.3 to 0.5 s, 0.2 to 0.4 s under 767 px', () => {
    expect(newSwipeDuration(0, 1024)).toBe(300);
    expect(newSwipeDuration(1, 1024)).toBe(500);
    expect(newSwipeDuration(0.5, 1024)).toBe(400);
    expect(newSwipeDuration(0, 766)).toBe(200);
    expect(newSwipeDuration(1, 766)).toBe(400);
    expect(newSwipeDuration(5, 767)).toBe(500);
    expect(createTransition('new-swipe').duration(1, 500)).toBe(400);
  });
  it('throws for an unknown name, with the name', () => {
    expect(() => createTransition('wipe')).toThrow('Could not find transition named wipe');
  });
});

describe('new-swipe settings (spec 001 §5)', () => {
  it('boundaries must each be none, hard or inertial', () => {
    for (const name of ['none', 'hard', 'inertial']) expect(parseBoundary(name)).toBe(name);
    expect(() => parseBoundary('soft')).toThrow(
      'A new-swipe boundary must be none, hard or inertial, got "soft"',
    );
    expect(newSwipeDefaults.boundaries).toEqual({ start: 'inertial', end: 'inertial' });
  });
  it('what each boundary does to a drag past the end', () => {
    expect(applyBoundary(90, 'none')).toBe(90);
    expect(applyBoundary(90, 'hard')).toBe(0);
    expect(applyBoundary(90, 'inertial')).toBe(30);
  });
  it('snap points end in a percent sign or are none', () => {
    expect(parseSnapPoints('none')).toEqual([]);
    expect(parseSnapPoints(['25%', '50%'])).toEqual([0.25, 0.5]);
    expect(parseSnapPoints('30% 60%')).toEqual([0.3, 0.6]);
    expect(() => parseSnapPoints(['50'])).toThrow(
      'A new-swipe snap point must end in a percent sign or be none, got "50"',
    );
    expect(() => parseSnapPoints(['50px'])).toThrow(RangeError);
    expect(() => parseSnapPoints(42)).toThrow(RangeError);
  });
});

describe('new-swipe settings where they enter (spec 001 §5)', () => {
  it('block data: both boundaries from one word or each side, snap points from strings', () => {
    expect(parseNewSwipe({ boundaries: 'hard', snapPoints: '30% 60%' })).toEqual({
      boundaries: { start: 'hard', end: 'hard' },
      snapPoints: [0.3, 0.6],
    });
    expect(parseNewSwipe({ boundaries: { end: 'none' }, snapPoints: 'none' })).toEqual({
      boundaries: { start: 'inertial', end: 'none' },
      snapPoints: [],
    });
    expect(parseNewSwipe(undefined)).toEqual(newSwipeDefaults);
    expect(() => parseNewSwipe({ boundaries: { start: 'bouncy' } })).toThrow(
      'A new-swipe boundary must be none, hard or inertial, got "bouncy"',
    );
    expect(() => parseNewSwipe({ snapPoints: ['30'] })).toThrow(
      'A new-swipe snap point must end in a percent sign or be none, got "30"',
    );
  });
  it('factory options: boundaries none, hard or inertial; snap points shares of the width', () => {
    expect(validateNewSwipe(newSwipeDefaults)).toEqual(newSwipeDefaults);
    const bad = {
      boundaries: { start: 'soft', end: 'hard' },
      snapPoints: [],
    } as unknown as Parameters<typeof validateNewSwipe>[0];
    expect(() => validateNewSwipe(bad)).toThrow('got "soft"');
    expect(() =>
      validateNewSwipe({ boundaries: newSwipeDefaults.boundaries, snapPoints: [1.5] }),
    ).toThrow('A new-swipe snap point must end in a percent sign or be none, got 1.5');
  });
});

describe('tween (spec 001 §5, §8)', () => {
  const fakePlatform = () => {
    let time = 0;
    const frames: (() => void)[] = [];
    const platform: TweenPlatform = {
      now: () => time,
      requestFrame: (callback) => frames.push(callback),
      cancelFrame: (handle) => {
        frames[handle - 1] = () => {};
      },
    };
    const advance = (ms: number) => {
      time += ms;
      const pending = frames.splice(0);
      for (const frame of pending) frame();
    };
    return { platform, advance };
  };
  it('needs a function', () => {
    expect(() => tween(undefined as unknown as () => void)).toThrow(
      'First parameter needs to be a function',
    );
  });
  it('needs a finite duration', () => {
    expect(() => tween(() => {}, Number.POSITIVE_INFINITY)).toThrow(
      'Duration is not a finite number',
    );
    expect(() => tween(() => {}, '300' as unknown as number)).toThrow(
      'Duration is not a finite number',
    );
  });
  it('defaults to 300 ms and ends at progress 1', () => {
    expect(TWEEN_DEFAULT_DURATION_MS).toBe(300);
    const { platform, advance } = fakePlatform();
    const step = vi.fn();
    const done = vi.fn();
    tween(step, undefined, { platform, easing: (t) => t, onDone: done });
    advance(150);
    expect(step).toHaveBeenLastCalledWith(0.5);
    advance(150);
    expect(step).toHaveBeenLastCalledWith(1);
    expect(done).toHaveBeenCalledOnce();
  });
  it('stops when cancelled', () => {
    const { platform, advance } = fakePlatform();
    const step = vi.fn();
    const stop = tween(step, 100, { platform });
    stop();
    advance(50);
    expect(step).not.toHaveBeenCalled();
  });
});
