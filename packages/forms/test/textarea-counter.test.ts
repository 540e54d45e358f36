// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
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

  it('cleanup removes the counter, its listener and its aria-describedby id', () => {
    mount('<div><textarea data-max-length="5" aria-describedby="hint"></textarea></div>');
    const textarea = document.querySelector('textarea')!;
    const cleanup = attachTextareaCounter(textarea)!;
    cleanup();
    expect(document.querySelector('[data-form-counter]')).toBe(null);
    expect(textarea.getAttribute('aria-describedby')).toBe('hint');
    setValue('textarea', 'abcdefgh'); // no listener left to throw or write
  });
});
