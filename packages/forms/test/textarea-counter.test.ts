// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { attachTextareaCounter, counterText, parseMaxLength } from '../src';
import { mount, setValue } from './fixtures';

describe('textarea counter (spec 000 §5, 002 §5)', () => {
  it("shows 'count / max'", () => {
    expect(counterText(12, 200)).toBe('12 / 200');
  });

  it.each([
    [null, undefined],
    ['', undefined],
    ['0', undefined],
    ['-5', undefined],
    ['abc', undefined],
    ['12.5', undefined],
    ['1e3', undefined],
    ['200', 200],
    [' 40 ', 40],
  ])('maximum %j reads as %j', (text, expected) => {
    expect(parseMaxLength(text)).toBe(expected);
  });

  it('is live, and gets the error class when over', () => {
    mount('<div><textarea data-max-length="5"></textarea></div>');
    const textarea = document.querySelector('textarea')!;
    const cleanup = attachTextareaCounter(textarea)!;
    const counter = document.querySelector('[data-form-counter]')!;
    expect(counter.textContent).toBe('0 / 5');
    setValue('textarea', 'abcde');
    expect(counter.textContent).toBe('5 / 5');
    expect(counter.classList.contains('tessera-form-counter--over')).toBe(false);
    setValue('textarea', 'abcdef');
    expect(counter.textContent).toBe('6 / 5');
    expect(counter.classList.contains('tessera-form-counter--over')).toBe(true);
    setValue('textarea', 'abc');
    expect(counter.classList.contains('tessera-form-counter--over')).toBe(false);
    expect(textarea.getAttribute('aria-describedby')).toBe(counter.id);
    cleanup();
  });

  it('reads the maxlength attribute too', () => {
    mount('<div><textarea maxlength="10">hello</textarea></div>');
    attachTextareaCounter(document.querySelector('textarea')!);
    expect(document.querySelector('[data-form-counter]')?.textContent).toBe('5 / 10');
  });

  it.each(['', ' data-max-length="0"', ' data-max-length="many"', ' maxlength="0"'])(
    'no counter for <textarea%s>',
    (attribute) => {
      mount(`<div><textarea${attribute}></textarea></div>`);
      expect(attachTextareaCounter(document.querySelector('textarea')!)).toBe(undefined);
      expect(document.querySelector('[data-form-counter]')).toBe(null);
    },
  );

  it('follows a form reset, which fires no input event', () => {
    vi.useFakeTimers();
    try {
      mount('<form><textarea data-max-length="5">ab</textarea></form>');
      const cleanup = attachTextareaCounter(document.querySelector('textarea')!)!;
      const counter = document.querySelector('[data-form-counter]')!;
      setValue('textarea', 'abcdef');
      expect(counter.textContent).toBe('6 / 5');
      document.querySelector('form')!.reset();
      vi.runAllTimers();
      expect(counter.textContent).toBe('2 / 5');
      expect(counter.classList.contains('tessera-form-counter--over')).toBe(false);
      cleanup();
    } finally {
      vi.useRealTimers();
    }
  });

  it('cleanup removes the counter, its listeners, its timer and its aria-describedby id', () => {
    vi.useFakeTimers();
    try {
      mount('<form><textarea data-max-length="5" aria-describedby="hint"></textarea></form>');
      const textarea = document.querySelector('textarea')!;
      const form = document.querySelector('form')!;
      const added = [vi.spyOn(textarea, 'addEventListener'), vi.spyOn(form, 'addEventListener')];
      const removed = [
        vi.spyOn(textarea, 'removeEventListener'),
        vi.spyOn(form, 'removeEventListener'),
      ];
      const cleanup = attachTextareaCounter(textarea)!;
      form.reset(); // a read is pending
      cleanup();
      expect(vi.getTimerCount()).toBe(0);
      for (const [index, spy] of added.entries()) {
        expect(removed[index]?.mock.calls).toEqual(spy.mock.calls);
      }
      expect(document.querySelector('[data-form-counter]')).toBe(null);
      expect(textarea.getAttribute('aria-describedby')).toBe('hint');
    } finally {
      vi.useRealTimers();
    }
  });
});
