import { describe, expect, it } from 'vitest';
import {
  SWIPE_AXIS_LOCK_PX,
  SWIPE_THRESHOLD_PX,
  SWIPE_TIME_THRESHOLD_MS,
  type SwipeSettings,
  swipeAxis,
  swipeDefaults,
  swipeDirection,
} from '../src/gestures/swipe-rules';

describe('swipe constants (spec 001 §9 Swipe, New-swipe)', () => {
  it('are the spec figures', () => {
    expect([SWIPE_THRESHOLD_PX, SWIPE_TIME_THRESHOLD_MS, SWIPE_AXIS_LOCK_PX]).toEqual([
      50, 250, 10,
    ]);
    expect(swipeDefaults).toEqual({ threshold: 50, timeThreshold: 250, axisLock: 10 });
  });
});

describe('swipeAxis', () => {
  it.each([
    [0, 0, undefined],
    [9, 0, undefined],
    [-9, 9, undefined],
    [10, 3, 'x'],
    [-10, 9, 'x'],
    [4, -12, 'y'],
    [10, 10, 'y'],
    [0, 10, 'y'],
  ] as const)('dx %d, dy %d is %s', (dx, dy, axis) => {
    expect(swipeAxis(dx, dy)).toEqual(axis);
  });
  it('takes another lock distance', () => {
    expect([swipeAxis(19, 0, 20), swipeAxis(20, 0, 20)]).toEqual([undefined, 'x']);
  });
});

describe('swipeDirection with the defaults (the gallery)', () => {
  it.each([
    // dx, dy, elapsed, expected
    [-50, 0, 2000, 1],
    [50, 0, 2000, -1],
    [-49, 0, 2000, 0],
    [-20, 0, 250, 1],
    [20, 0, 250, -1],
    [-20, 0, 251, 0],
    [-10, 0, 100, 1],
    [-9, 0, 100, 0],
    [-5, 0, 100, 0],
    [-60, 200, 100, 0],
    [-60, 60, 100, 0],
    [-60, 59, 3000, 1],
  ] as const)('dx %d, dy %d after %d ms goes %d', (dx, dy, elapsed, expected) => {
    expect(swipeDirection({ dx, dy, elapsed, width: 800 })).toEqual(expected);
  });
});

describe('swipeDirection with settings', () => {
  const snap: Partial<SwipeSettings> = { snapPoints: [0.75, 0.5] };
  // The lightbox: every swipe travels 50 px; a slow drag commits past a quarter of the width.
  const lightbox: Partial<SwipeSettings> = { flickDistance: 50, snapPoints: [0.25] };
  it.each([
    ['snap 50%', snap, -300, 900, 800, 0],
    ['snap 50%', snap, -400, 900, 800, 1],
    ['snap 50%', snap, 400, 900, 800, -1],
    ['snap 50%, flick', snap, -30, 200, 800, 1],
    ['lightbox', lightbox, -50, 250, 800, 1],
    ['lightbox', lightbox, 60, 100, 800, -1],
    ['lightbox', lightbox, -49, 100, 800, 0],
    ['lightbox', lightbox, -60, 251, 800, 0],
    ['lightbox', lightbox, -199, 900, 800, 0],
    ['lightbox', lightbox, -200, 900, 800, 1],
    ['lightbox, narrow', lightbox, -49, 900, 120, 0],
    ['lightbox, narrow', lightbox, -50, 900, 120, 1],
    ['time 500 ms', { timeThreshold: 500 }, -20, 500, 800, 1],
    ['threshold 100 px', { threshold: 100 }, -99, 900, 800, 0],
  ] as const)('%s: dx %d after %d ms, width %d, goes %d', (_, settings, dx, elapsed, width, to) => {
    expect(swipeDirection({ dx, dy: 0, elapsed, width }, settings)).toEqual(to);
  });
});
