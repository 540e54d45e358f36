// @vitest-environment jsdom
import { describeBlockConformance } from '@tessera/runtime/testing';
import { expect } from 'vitest';

describeBlockConformance({
  name: 'pricing-toggle',
  load: () => import('../src/pricing/pricing-toggle'),
  configAttribute: false,
  markup: `<div data-block="pricing-toggle">
  <button type="button" data-pricing-option="monthly" aria-pressed="true">Monthly</button>
  <button type="button" data-pricing-option="annual" aria-pressed="false">Annual</button>
  <p data-pricing-show="monthly">€9 a month</p>
  <p data-pricing-show="annual" hidden>€90 a year</p>
</div>`,
  initialized(element) {
    element.querySelectorAll('button')[1]!.click();
    expect(element.querySelector('[data-pricing-show="annual"]')?.hasAttribute('hidden')).toBe(
      false,
    );
  },
});

describeBlockConformance({
  name: 'page-effects',
  load: () => import('../src/page-effects/page-effects'),
  pageFeature: true,
  configAttribute: false,
  markup: `<p>Updated <time data-timesince data-date="${Date.now() - 90_000}">today</time></p>
<h2 data-text-shrink>Harbour</h2>
<section data-animation="0.25"><p>Prints</p></section>`,
  async initialized(element) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(element.querySelector('time')?.textContent).toBe('1 minute ago');
  },
});

describeBlockConformance({
  name: 'button',
  load: () => import('../src/button/button-block'),
  markup: `<div data-block="button" data-block-config='{"id":"shop","alignment":"center"}'>
  <a class="button" href="/store.html">Shop prints</a>
</div>`,
  malformedConfigs: ['{"size":3}', '{"id":true}'],
});
