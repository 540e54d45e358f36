/**
 * The lightbox as a pure state machine (the Zag way): what phase it is in, which slide shows,
 * and the small view states. Effects (timers, history, focus) live in the view and each
 * returns its cleanup; the rules live here and are tested as tables.
 *
 * Phases (spec 001 §4): overlay fading in (0.3 s) → content fading in (0.6 s) → open, the only
 * phase in which a close is accepted → closing.
 */
import { wrapIndex } from './wrap-index';
import { noZoom, type ZoomState } from './zoom';

export type LightboxPhase = 'overlay' | 'content' | 'open' | 'closing';

export interface LightboxState {
  phase: LightboxPhase;
  index: number;
  count: number;
  loop: boolean;
  /** Mobile caption toggle (spec 001 §2). */
  captionOpen: boolean;
  /** Arrows hide after 500 ms without movement (spec 001 §2). */
  arrowsVisible: boolean;
  zoom: ZoomState;
}

export type LightboxAction =
  | { type: 'overlayShown' }
  | { type: 'contentShown' }
  | { type: 'close'; force?: boolean }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; index: number }
  | { type: 'toggleCaption' }
  | { type: 'pointerMoved' }
  | { type: 'arrowsIdle' }
  | { type: 'zoom'; zoom: ZoomState };

export function initialState(index: number, count: number, loop: boolean): LightboxState {
  return {
    phase: 'overlay',
    index: wrapIndex(index, count),
    count,
    loop,
    captionOpen: false,
    arrowsVisible: true,
    zoom: noZoom,
  };
}

/** True while a close is refused (spec 001 §4: "then it can be closed"). */
export function canClose(state: LightboxState): boolean {
  return state.phase === 'open';
}

function step(state: LightboxState, delta: 1 | -1): LightboxState {
  const target = state.index + delta;
  // spec 001 §4: at an end it wraps only when looping; otherwise it stays (reached end).
  if (!state.loop && (target < 0 || target >= state.count)) return state;
  return { ...state, index: wrapIndex(target, state.count), zoom: noZoom };
}

export function lightboxReducer(state: LightboxState, action: LightboxAction): LightboxState {
  if (state.phase === 'closing') return state;
  switch (action.type) {
    case 'overlayShown':
      return state.phase === 'overlay' ? { ...state, phase: 'content' } : state;
    case 'contentShown':
      return state.phase === 'content' ? { ...state, phase: 'open' } : state;
    case 'close':
      // A forced close (the back button: its history entry is already gone) skips the wait.
      return canClose(state) || action.force ? { ...state, phase: 'closing' } : state;
    case 'next':
      return step(state, 1);
    case 'previous':
      return step(state, -1);
    case 'goTo': {
      // A slide that is no number (handle.goTo(NaN)) is no move.
      if (!Number.isFinite(action.index)) return state;
      const index = wrapIndex(action.index, state.count);
      return index === state.index ? state : { ...state, index, zoom: noZoom };
    }
    case 'toggleCaption':
      return { ...state, captionOpen: !state.captionOpen };
    case 'pointerMoved':
      return state.arrowsVisible ? state : { ...state, arrowsVisible: true };
    case 'arrowsIdle':
      return state.arrowsVisible ? { ...state, arrowsVisible: false } : state;
    case 'zoom':
      return { ...state, zoom: action.zoom };
  }
}

/** Whether the previous and next controls can act (not at the ends of a non-looping set). */
export function hasPrevious(state: LightboxState): boolean {
  return state.count > 1 && (state.loop || state.index > 0);
}

export function hasNext(state: LightboxState): boolean {
  return state.count > 1 && (state.loop || state.index < state.count - 1);
}
