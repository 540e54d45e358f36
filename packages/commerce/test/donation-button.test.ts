// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DONATION_BUTTON_KEYS, init } from '../src/blocks/donation-button-block';

function mount(markup: string) {
  document.body.innerHTML = markup;
  const element = document.querySelector<HTMLElement>('[data-block]')!;
  const assign = vi.fn();
  const view = element.ownerDocument.defaultView!;
  vi.spyOn(view, 'location', 'get').mockReturnValue({ assign } as unknown as Location);
  return { element, assign, destroy: init(element) };
}

const markup = `<div data-block="donation-button" data-block-config='{"donatePageId":"studio fund"}'><span data-donation-button>Donate</span></div>`;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('donation button (spec 002 §9)', () => {
  it('the keys are Enter 13 and Space 32', () => {
    expect(DONATION_BUTTON_KEYS).toEqual({ ENTER: 13, SPACE: 32 });
  });

  it.each([
    ['Enter', 13],
    [' ', 32],
  ])('%j (keyCode %i) goes to the donation checkout', (key, keyCode) => {
    const { element, assign } = mount(markup);
    const event = new KeyboardEvent('keydown', { key, keyCode, bubbles: true, cancelable: true });
    element.querySelector('[data-donation-button]')!.dispatchEvent(event);
    expect([assign.mock.calls, event.defaultPrevented]).toEqual([
      [['/checkout/donate?donatePageId=studio%20fund']],
      true,
    ]);
  });

  it('other keys do nothing; a click goes too', () => {
    const { element, assign } = mount(markup);
    const button = element.querySelector<HTMLElement>('[data-donation-button]')!;
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', keyCode: 65, bubbles: true }));
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', keyCode: 9, bubbles: true }));
    expect(assign).not.toHaveBeenCalled();
    button.click();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('warns when the button is missing in its node, and does nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { element } = mount(
      `<div data-block="donation-button" data-block-config='{"donatePageId":"x"}'><p>Give</p></div>`,
    );
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[tessera] donation-button: donation button not found inside its node',
    ]);
    expect(element.outerHTML).toBe(
      `<div data-block="donation-button" data-block-config="{&quot;donatePageId&quot;:&quot;x&quot;}"><p>Give</p></div>`,
    );
  });
});
