/**
 * The current slide index as a pure state machine (spec 001 §4 "Current slide index"), and a
 * small stateful wrapper that links galleries (the thumbnail strip) both ways.
 */
import { createEventBus, type EventBus } from '@tessera/runtime';
import { CURRENT_INDEX_NOT_NUMBER } from './messages';

export interface SlideIndexState {
  index: number;
  count: number;
  loop: boolean;
  /** This gallery is running a transition. */
  animating: boolean;
}

export type SlideIndexAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'go'; index: number };

/** What a step did: moved (with the direction), hit an end, was refused, or changed nothing. */
export type SlideIndexOutcome =
  | { kind: 'change'; from: number; to: number; direction: 1 | -1 }
  | { kind: 'reached-beginning' }
  | { kind: 'reached-end' }
  | { kind: 'refused' }
  | { kind: 'same' };

/** A linked gallery as the machine sees it. */
export interface LinkedIndex {
  index: number;
  animating: boolean;
}

/** spec 001 §4: indexes wrap; negatives count from the end. An empty gallery stays at 0. */
export function normaliseIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}

/** spec 001 §5: the current-index setting must be a number. */
export function assertIndex(value: unknown): asserts value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new TypeError(`${CURRENT_INDEX_NOT_NUMBER} ${JSON.stringify(value) ?? String(value)}`);
  }
}

/**
 * One step of the machine. Refused while this gallery, or a linked gallery at a different index,
 * is animating (spec 001 §4). Never leaves [0, count).
 */
export function stepSlideIndex(
  state: SlideIndexState,
  action: SlideIndexAction,
  // Stryker disable next-line ArrayDeclaration: equivalent, an entry without `animating` is idle
  linked: readonly LinkedIndex[] = [],
): { state: SlideIndexState; outcome: SlideIndexOutcome } {
  if (action.type === 'go') assertIndex(action.index);
  const busy =
    state.animating || linked.some((other) => other.animating && other.index !== state.index);
  if (busy || state.count <= 0) return { state, outcome: { kind: 'refused' } };

  const last = state.count - 1;
  let to: number;
  let direction: 1 | -1;
  if (action.type === 'next') {
    if (state.index >= last && !state.loop) return { state, outcome: { kind: 'reached-end' } };
    to = state.index >= last ? 0 : state.index + 1;
    direction = 1;
  } else if (action.type === 'previous') {
    if (state.index <= 0 && !state.loop) return { state, outcome: { kind: 'reached-beginning' } };
    to = state.index <= 0 ? last : state.index - 1;
    direction = -1;
  } else {
    to = normaliseIndex(action.index, state.count);
    direction = to >= state.index ? 1 : -1;
  }
  if (to === state.index) return { state, outcome: { kind: 'same' } };
  return {
    state: { ...state, index: to },
    outcome: { kind: 'change', from: state.index, to, direction },
  };
}

export interface SlideIndexEvents {
  change: { from: number; to: number; direction: 1 | -1 };
  'reached-beginning': { index: number };
  'reached-end': { index: number };
}

export interface SlideIndex extends Pick<EventBus<SlideIndexEvents>, 'on' | 'off'> {
  readonly index: number;
  readonly count: number;
  readonly loop: boolean;
  readonly animating: boolean;
  next(): SlideIndexOutcome;
  previous(): SlideIndexOutcome;
  /** Goes to `index` (normalised). Throws when it is not a number (spec 001 §5). */
  goTo(index: number): SlideIndexOutcome;
  setAnimating(animating: boolean): void;
  setCount(count: number): void;
  /** Keeps `other` at the same index as this one, in both directions (spec 001 §4). */
  link(other: SlideIndex): () => void;
  /** @internal used by `link`: follow a linked gallery without re-notifying it. */
  follow(index: number): void;
  destroy(): void;
}

export interface SlideIndexOptions {
  count: number;
  /** Default 0. */
  index?: number;
  /** Default false. */
  loop?: boolean;
}

export function createSlideIndex(options: SlideIndexOptions): SlideIndex {
  if (options.index !== undefined) assertIndex(options.index);
  // setCount below sets the count and brings the index into range.
  let state: SlideIndexState = {
    count: 0,
    index: options.index ?? 0,
    loop: options.loop ?? false,
    animating: false,
  };
  const emitter = createEventBus<SlideIndexEvents>();
  const links = new Set<SlideIndex>();

  function run(action: SlideIndexAction): SlideIndexOutcome {
    // A linked index is read through its getters (index, animating).
    const { state: next, outcome } = stepSlideIndex(state, action, [...links]);
    state = next;
    if (outcome.kind === 'change') {
      for (const other of links) other.follow(outcome.to);
      emitter.emit('change', { from: outcome.from, to: outcome.to, direction: outcome.direction });
    } else if (outcome.kind === 'reached-beginning' || outcome.kind === 'reached-end') {
      emitter.emit(outcome.kind, { index: state.index });
    }
    return outcome;
  }

  const self: SlideIndex = {
    get index() {
      return state.index;
    },
    get count() {
      return state.count;
    },
    get loop() {
      return state.loop;
    },
    get animating() {
      return state.animating;
    },
    on: emitter.on,
    off: emitter.off,
    next: () => run({ type: 'next' }),
    previous: () => run({ type: 'previous' }),
    goTo: (index) => run({ type: 'go', index }),
    // The state object never leaves this closure, so it is changed in place.
    setAnimating(animating) {
      state.animating = animating;
    },
    setCount(count) {
      state.count = Math.max(0, Math.trunc(count));
      state.index = normaliseIndex(state.index, state.count);
    },
    link(other) {
      links.add(other);
      other.follow(state.index);
      const back = other.on('change', ({ to }) => self.follow(to));
      return () => {
        back();
        links.delete(other);
      };
    },
    follow(index) {
      const to = normaliseIndex(index, state.count);
      if (to === state.index) return;
      const from = state.index;
      state.index = to;
      emitter.emit('change', { from, to, direction: to >= from ? 1 : -1 });
    },
    destroy() {
      links.clear();
      emitter.clear();
    },
  };
  self.setCount(options.count);
  return self;
}

/** Links two slide indexes both ways; returns the function that unlinks them. */
export function linkSlideIndexes(a: SlideIndex, b: SlideIndex): () => void {
  const one = a.link(b);
  const two = b.link(a);
  return () => {
    one();
    two();
  };
}
