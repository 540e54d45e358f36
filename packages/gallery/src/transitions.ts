/**
 * Slideshow transitions and their constants (spec 001 §4 "Slideshow", §9). A transition is data:
 * how long a change takes and how the DOM shell moves the slides; the shell plays it with CSS.
 */
import { UNKNOWN_TRANSITION } from './messages';

export const transitionNames = ['fade', 'ken-burns', 'scroll', 'swipe', 'new-swipe'] as const;
export type TransitionName = (typeof transitionNames)[number];

/** spec 001 §9 constants. */
export const STACKED_SPEED_MS = 1000;
export const STRIP_SPEED_MS = 500;
export const SCROLL_DURATION_MS = 400;
export const KEN_BURNS_ZOOM = 1.075;
// The swipe threshold, time threshold and axis lock live with the shared swipe rules in
// @tessera/runtime (SWIPE_THRESHOLD_PX, SWIPE_TIME_THRESHOLD_MS, SWIPE_AXIS_LOCK_PX).
export const SWIPE_STRIP_ANIMATION_MS = 280;
const NEW_SWIPE_DURATION_MS = { min: 300, max: 500 } as const;
const NEW_SWIPE_NARROW_DURATION_MS = { min: 200, max: 400 } as const;
const NARROW_WINDOW_PX = 767;

export interface Transition {
  name: TransitionName;
  /** How the outgoing and incoming slides move: cross-fade, or slide sideways. */
  motion: 'fade' | 'slide';
  /** Whether the slides follow a finger while dragging. */
  draggable: boolean;
  /** Duration of a change in ms; `distance` is the share of a slide width still to travel (0-1). */
  duration(distance: number, windowWidth: number): number;
  /** Ken-burns: the scale of the shown slide at the end of its turn, alternating in and out. */
  zoom?(turn: number): { from: number; to: number };
}

/** new-swipe: 0.3 to 0.5 s by distance, 0.2 to 0.4 s under 767 px (spec 001 §9). */
export function newSwipeDuration(distance: number, windowWidth: number): number {
  const range =
    windowWidth < NARROW_WINDOW_PX ? NEW_SWIPE_NARROW_DURATION_MS : NEW_SWIPE_DURATION_MS;
  const share = Math.min(1, Math.max(0, distance));
  return range.min + (range.max - range.min) * share;
}

const transitions: Record<TransitionName, (speedMs: number) => Transition> = {
  fade: (speed) => ({ name: 'fade', motion: 'fade', draggable: false, duration: () => speed }),
  'ken-burns': (speed) => ({
    name: 'ken-burns',
    motion: 'fade',
    draggable: false,
    duration: () => speed,
    // Even turns zoom in, odd turns zoom out (spec 001 §4: alternating in and out).
    zoom: (turn) =>
      turn % 2 === 0 ? { from: 1, to: KEN_BURNS_ZOOM } : { from: KEN_BURNS_ZOOM, to: 1 },
  }),
  scroll: () => ({
    name: 'scroll',
    motion: 'slide',
    draggable: false,
    duration: () => SCROLL_DURATION_MS,
  }),
  swipe: () => ({
    name: 'swipe',
    motion: 'slide',
    draggable: true,
    duration: () => SWIPE_STRIP_ANIMATION_MS,
  }),
  'new-swipe': () => ({
    name: 'new-swipe',
    motion: 'slide',
    draggable: true,
    duration: newSwipeDuration,
  }),
};

/** Throws 'Could not find transition named' plus the name for an unknown one (spec 001 §8). */
export function createTransition(name: string, speedMs: number = STACKED_SPEED_MS): Transition {
  if (!(transitionNames as readonly string[]).includes(name)) {
    throw new Error(`${UNKNOWN_TRANSITION} ${name}`);
  }
  return transitions[name as TransitionName](speedMs);
}
