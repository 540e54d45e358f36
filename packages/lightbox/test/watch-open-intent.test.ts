// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INTENT_FOCUS_DELAY_MS,
  INTENT_HOVER_DELAY_MS,
  type OpenIntentKind,
  watchOpenIntent,
} from '../src/watch-open-intent';

// jsdom has no PointerEvent: a MouseEvent carrying the fields the watcher reads.
function pointer(
  type: string,
  target: Element,
  { pointerType = 'mouse', isPrimary = true, button = 0 } = {},
): void {
  const event = new MouseEvent(type, { bubbles: true, button });
  Object.defineProperties(event, {
    pointerType: { value: pointerType },
    isPrimary: { value: isPrimary },
  });
  target.dispatchEvent(event);
}

let grid: HTMLElement;
let seen: [string, OpenIntentKind][];
let cancels: number;
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  grid = document.createElement('div');
  grid.innerHTML = '<a href="#a" id="a"><img alt="A"></a><a href="#b" id="b"><img alt="B"></a>';
  document.body.append(grid);
  seen = [];
  cancels = 0;
  stop = watchOpenIntent(grid, {
    onIntent: (target, kind) => seen.push([(target.closest('a') as HTMLElement).id, kind]),
    onCancel: () => cancels++,
  });
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const a = () => grid.querySelector('#a img')!;
const b = () => grid.querySelector('#b img')!;

describe('watchOpenIntent', () => {
  it(`a pointer still for ${INTENT_HOVER_DELAY_MS} ms is intent; every movement restarts the wait`, () => {
    expect(INTENT_HOVER_DELAY_MS).toBe(50);
    pointer('pointerover', a());
    vi.advanceTimersByTime(40);
    pointer('pointermove', a());
    vi.advanceTimersByTime(40);
    pointer('pointermove', a());
    vi.advanceTimersByTime(INTENT_HOVER_DELAY_MS - 1);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([['a', 'rest']]);
    // Moving after the intent was reported reports nothing more.
    pointer('pointermove', a());
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([['a', 'rest']]);
  });

  it('a pointer crossing the grid (moving the whole time) is no intent', () => {
    for (const image of [a(), b(), a(), b()]) {
      pointer('pointerover', image);
      for (let step = 0; step < 10; step++) {
        vi.advanceTimersByTime(16);
        pointer('pointermove', image);
      }
      pointer('pointerout', image);
    }
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([]);
  });

  it('a primary press of the main button is intent at once; right or middle button, a second finger are not', () => {
    pointer('pointerdown', a(), { button: 2 });
    pointer('pointerdown', a(), { button: 1 });
    pointer('pointerdown', a(), { pointerType: 'touch', isPrimary: false });
    expect(seen).toEqual([]);
    pointer('pointerdown', b(), { pointerType: 'touch' });
    expect(seen).toEqual([['b', 'press']]);
  });

  it('a touch has no hover; a touch that becomes a scroll (pointercancel) is reported', () => {
    pointer('pointerover', a(), { pointerType: 'touch' });
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([]);
    pointer('pointerdown', a(), { pointerType: 'touch' });
    pointer('pointercancel', a(), { pointerType: 'touch' });
    expect(cancels).toBe(1);
  });

  it(`focus staying ${INTENT_FOCUS_DELAY_MS} ms is intent; tabbing on, or leaving, first is not`, () => {
    expect(INTENT_FOCUS_DELAY_MS).toBe(300);
    const [linkA, linkB] = [...grid.querySelectorAll('a')];
    linkA!.focus();
    vi.advanceTimersByTime(INTENT_FOCUS_DELAY_MS - 1);
    linkB!.focus();
    vi.advanceTimersByTime(INTENT_FOCUS_DELAY_MS - 1);
    linkB!.blur();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([]);
    linkA!.focus();
    vi.advanceTimersByTime(INTENT_FOCUS_DELAY_MS);
    expect(seen).toEqual([['a', 'focus']]);
  });

  it('a pointer leaving does not cancel a focus waiting to count, nor the reverse', () => {
    const [linkA] = [...grid.querySelectorAll('a')];
    linkA!.focus();
    pointer('pointerover', b());
    pointer('pointerout', b());
    vi.advanceTimersByTime(INTENT_FOCUS_DELAY_MS);
    expect(seen).toEqual([['a', 'focus']]);
  });

  it('the cleanup drops pending waits and every listener', () => {
    pointer('pointerover', a());
    grid.querySelector('a')!.focus();
    stop();
    vi.advanceTimersByTime(1000);
    pointer('pointerdown', a());
    pointer('pointercancel', a());
    expect(seen).toEqual([]);
    expect(cancels).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a plain function is enough when cancels do not matter', () => {
    const calls: OpenIntentKind[] = [];
    const off = watchOpenIntent(grid, (_target, kind) => calls.push(kind));
    pointer('pointerdown', a());
    pointer('pointercancel', a());
    expect(calls).toEqual(['press']);
    off();
  });
});
