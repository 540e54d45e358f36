// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { findSubmitButton } from '../src/submit-button';
import { mount } from './fixtures';

describe('the submit button (spec 000 §4)', () => {
  it('a <button>: its own text, the in-progress text, then its own markup back', () => {
    const form = mount(
      '<form><button type="button">Other</button><button> <svg aria-hidden="true"></svg>Send </button></form>',
    ) as HTMLFormElement;
    const button = findSubmitButton(form);
    const icon = form.querySelector('svg');
    expect(button.text).toBe('Send');
    button.showProgress('Submitting…');
    expect(button.element?.textContent).toBe('Submitting…');
    button.restore();
    expect(button.element?.textContent).toBe(' Send ');
    expect(form.querySelector('svg')).toBe(icon);
  });

  it('an <input type="submit">: its value', () => {
    const form = mount('<form><input type="submit" value=" Join "></form>') as HTMLFormElement;
    const button = findSubmitButton(form);
    expect(button.text).toBe('Join');
    button.showProgress('Submitting…');
    expect((button.element as HTMLInputElement).value).toBe('Submitting…');
    button.restore();
    expect((button.element as HTMLInputElement).value).toBe('Join');
  });

  it('disabled is aria-disabled, so it keeps focus and its place in the tab order', () => {
    const form = mount('<form><button type="submit">Send</button></form>') as HTMLFormElement;
    const button = findSubmitButton(form);
    button.setDisabled(true);
    expect(button.element?.getAttribute('aria-disabled')).toBe('true');
    expect((button.element as HTMLButtonElement).disabled).toBe(false);
    button.setDisabled(false);
    expect(button.element?.hasAttribute('aria-disabled')).toBe(false);
  });

  it('a form without a submit button: nothing to show, nothing thrown', () => {
    const form = mount('<form><button type="button">Help</button></form>') as HTMLFormElement;
    const button = findSubmitButton(form);
    expect(button.element).toBe(null);
    expect(button.text).toBe('');
    button.showProgress('Submitting…');
    button.restore();
    button.setDisabled(true);
    expect(form.querySelector('[aria-disabled]')).toBe(null);
  });
});
