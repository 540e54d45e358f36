// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { init, PRICING_SELECTED_CLASS, pricingVisibility } from '../src/pricing/pricing-toggle';

const markup = `<div data-block="pricing-toggle">
  <div role="group" aria-label="Billing">
    <button type="button" id="monthly" data-pricing-option="monthly" aria-pressed="true" class="pill tessera-pricing-selected">Monthly</button>
    <button type="button" id="annual" data-pricing-option="annual" aria-pressed="false">Annual</button>
  </div>
  <p id="p-monthly" data-pricing-show="monthly">€9 a month</p>
  <a id="j-monthly" data-pricing-show="monthly" href="/join?plan=monthly">Join</a>
  <p id="p-annual" data-pricing-show="annual" hidden>€90 a year</p>
  <a id="j-annual" data-pricing-show="annual" href="/join?plan=annual" hidden>Join</a>
</div>`;

function state() {
  const get = (id: string) => document.getElementById(id)!;
  return {
    pressed: ['monthly', 'annual'].map((id) => get(id).getAttribute('aria-pressed')),
    classes: ['monthly', 'annual'].map((id) => get(id).getAttribute('class')),
    hidden: ['p-monthly', 'j-monthly', 'p-annual', 'j-annual'].map((id) => get(id).hidden),
  };
}

describe('pricing toggle (spec 002 §4)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('the selected class is named once', () => {
    expect(PRICING_SELECTED_CLASS).toBe('tessera-pricing-selected');
  });

  it('shows the chosen option only', () => {
    expect(pricingVisibility(['a', 'b', 'a', ''], 'a')).toEqual([true, false, true, false]);
    expect(pricingVisibility(['a', 'b'], 'c')).toEqual([false, false]);
  });

  it('flips aria-pressed and the selected class and swaps prices and join buttons, both ways', () => {
    document.body.innerHTML = markup;
    const before = document.body.innerHTML;
    const destroy = init(document.querySelector<HTMLElement>('[data-block]')!);
    expect(state()).toEqual({
      pressed: ['true', 'false'],
      classes: ['pill tessera-pricing-selected', null],
      hidden: [false, false, true, true],
    });
    document.getElementById('annual')!.click();
    expect(state()).toEqual({
      pressed: ['false', 'true'],
      classes: ['pill', 'tessera-pricing-selected'],
      hidden: [true, true, false, false],
    });
    document.getElementById('monthly')!.click();
    expect(state().pressed).toEqual(['true', 'false']);
    expect(state().hidden).toEqual([false, false, true, true]);
    document.getElementById('annual')!.click();
    destroy();
    expect(document.body.innerHTML).toBe(before);
  });

  it('chooses the first option when the server pressed none', () => {
    document.body.innerHTML = markup.replace('aria-pressed="true"', 'aria-pressed="false"');
    init(document.querySelector<HTMLElement>('[data-block]')!);
    expect(state().pressed).toEqual(['true', 'false']);
  });
});
