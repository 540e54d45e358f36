import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  assertIndex,
  createSlideIndex,
  linkSlideIndexes,
  normaliseIndex,
  type SlideIndexAction,
  type SlideIndexState,
  stepSlideIndex,
} from '../src/slide-index';

const state = (over: Partial<SlideIndexState> = {}): SlideIndexState => ({
  index: 0,
  count: 5,
  loop: false,
  animating: false,
  ...over,
});

describe('normaliseIndex (spec 001 §4: wrap, negatives from the end)', () => {
  it.each([
    [0, 5, 0],
    [4, 5, 4],
    [5, 5, 0],
    [7, 5, 2],
    [-1, 5, 4],
    [-6, 5, 4],
    [2.9, 5, 2],
    [3, 0, 0],
  ])('normaliseIndex(%d, %d) = %d', (index, count, expected) => {
    expect(normaliseIndex(index, count)).toBe(expected);
  });
});

describe('stepSlideIndex', () => {
  it('next goes to index plus 1, previous to index minus 1', () => {
    expect(stepSlideIndex(state({ index: 2 }), { type: 'next' }).state.index).toBe(3);
    expect(stepSlideIndex(state({ index: 2 }), { type: 'previous' }).state.index).toBe(1);
  });
  it('at the last slide next wraps when looping, else reached-end', () => {
    expect(stepSlideIndex(state({ index: 4, loop: true }), { type: 'next' }).outcome).toEqual({
      kind: 'change',
      from: 4,
      to: 0,
      direction: 1,
    });
    const end = stepSlideIndex(state({ index: 4 }), { type: 'next' });
    expect(end.outcome).toEqual({ kind: 'reached-end' });
    expect(end.state.index).toBe(4);
  });
  it('at the first slide previous wraps when looping, else reached-beginning', () => {
    expect(stepSlideIndex(state({ loop: true }), { type: 'previous' }).outcome).toEqual({
      kind: 'change',
      from: 0,
      to: 4,
      direction: -1,
    });
    expect(stepSlideIndex(state(), { type: 'previous' }).outcome).toEqual({
      kind: 'reached-beginning',
    });
  });
  it('looping works with two slides: next from the last moves forward to the first', () => {
    expect(
      stepSlideIndex(state({ count: 2, index: 1, loop: true }), { type: 'next' }).outcome,
    ).toEqual({
      kind: 'change',
      from: 1,
      to: 0,
      direction: 1,
    });
  });
  it('looping with one slide stays (no change, no end event)', () => {
    expect(stepSlideIndex(state({ count: 1, loop: true }), { type: 'next' }).outcome).toEqual({
      kind: 'same',
    });
    expect(stepSlideIndex(state({ count: 1, loop: true }), { type: 'previous' }).outcome).toEqual({
      kind: 'same',
    });
  });
  it('go normalises the index', () => {
    expect(stepSlideIndex(state(), { type: 'go', index: -1 }).state.index).toBe(4);
    expect(stepSlideIndex(state(), { type: 'go', index: 12 }).state.index).toBe(2);
  });
  it('is refused while this gallery animates', () => {
    expect(stepSlideIndex(state({ animating: true }), { type: 'next' }).outcome).toEqual({
      kind: 'refused',
    });
    expect(stepSlideIndex(state({ animating: true }), { type: 'go', index: 3 }).outcome).toEqual({
      kind: 'refused',
    });
  });
  it('is refused while a linked gallery at a different index animates, not at the same index', () => {
    expect(
      stepSlideIndex(state({ index: 1 }), { type: 'next' }, [{ index: 2, animating: true }]).outcome
        .kind,
    ).toBe('refused');
    expect(
      stepSlideIndex(state({ index: 1 }), { type: 'next' }, [{ index: 1, animating: true }]).outcome
        .kind,
    ).toBe('change');
    expect(
      stepSlideIndex(state({ index: 1 }), { type: 'next' }, [{ index: 2, animating: false }])
        .outcome.kind,
    ).toBe('change');
  });
  it('the current-index setting must be a number (spec 001 §5)', () => {
    expect(() => stepSlideIndex(state(), { type: 'go', index: '2' as unknown as number })).toThrow(
      'The current index must be a number, got "2"',
    );
    expect(() => assertIndex(Number.NaN)).toThrow(TypeError);
    expect(() => createSlideIndex({ count: 3, index: null as unknown as number })).toThrow(
      TypeError,
    );
  });

  it('property: never leaves [0, count) and wraps or stops as the spec says', () => {
    const action = fc.oneof(
      fc.constant<SlideIndexAction>({ type: 'next' }),
      fc.constant<SlideIndexAction>({ type: 'previous' }),
      fc
        .integer({ min: -1000, max: 1000 })
        .map<SlideIndexAction>((index) => ({ type: 'go', index })),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.boolean(),
        fc.integer(),
        fc.array(fc.tuple(action, fc.boolean()), { maxLength: 60 }),
        (count, loop, start, steps) => {
          let current: SlideIndexState = {
            count,
            loop,
            index: normaliseIndex(start, count),
            animating: false,
          };
          for (const [step, animating] of steps) {
            const before = { ...current, animating };
            const { state: after, outcome } = stepSlideIndex(before, step);
            expect(after.index).toBeGreaterThanOrEqual(0);
            expect(after.index).toBeLessThan(count);
            if (animating) expect(outcome.kind).toBe('refused');
            if (!animating && step.type === 'next') {
              const expected =
                before.index + 1 < count ? before.index + 1 : loop ? 0 : before.index;
              expect(after.index).toBe(expected);
            }
            if (!animating && step.type === 'previous') {
              const expected =
                before.index > 0 ? before.index - 1 : loop ? count - 1 : before.index;
              expect(after.index).toBe(expected);
            }
            current = { ...after, animating: false };
          }
        },
      ),
    );
  });
});

describe('createSlideIndex', () => {
  it('fires change, reached-beginning and reached-end', () => {
    const index = createSlideIndex({ count: 3 });
    const change = vi.fn();
    const end = vi.fn();
    const beginning = vi.fn();
    index.on('change', change);
    index.on('reached-end', end);
    index.on('reached-beginning', beginning);
    index.previous();
    expect(beginning).toHaveBeenCalledWith({ index: 0 });
    index.next();
    index.next();
    index.next();
    expect(change).toHaveBeenCalledTimes(2);
    expect(change).toHaveBeenLastCalledWith({ from: 1, to: 2, direction: 1 });
    expect(end).toHaveBeenCalledWith({ index: 2 });
  });
  it('defaults: index 0, no loop', () => {
    const index = createSlideIndex({ count: 4 });
    expect(index.index).toBe(0);
    expect(index.loop).toBe(false);
  });
  it('linked galleries keep the same index in both directions', () => {
    const main = createSlideIndex({ count: 5, loop: true });
    const strip = createSlideIndex({ count: 5 });
    linkSlideIndexes(main, strip);
    main.goTo(3);
    expect(strip.index).toBe(3);
    strip.goTo(1);
    expect(main.index).toBe(1);
    main.previous();
    expect(strip.index).toBe(0);
  });
  it('a change is refused while a linked gallery at a different index animates', () => {
    const main = createSlideIndex({ count: 5 });
    const strip = createSlideIndex({ count: 5 });
    const unlink = linkSlideIndexes(main, strip);
    strip.setAnimating(true);
    expect(main.next().kind).toBe('change'); // same index when it started: allowed
    strip.setAnimating(false);
    main.goTo(4);
    unlink();
    strip.goTo(0);
    strip.setAnimating(true);
    // Unlinked: the strip's animation no longer matters.
    expect(main.previous().kind).toBe('change');
  });
  it('property: linked indexes stay equal after any sequence', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: -40, max: 40 })), { maxLength: 30 }),
        (count, moves) => {
          const a = createSlideIndex({ count, loop: true });
          const b = createSlideIndex({ count });
          linkSlideIndexes(a, b);
          for (const [onA, to] of moves) (onA ? a : b).goTo(to);
          expect(a.index).toBe(b.index);
        },
      ),
    );
  });
});
