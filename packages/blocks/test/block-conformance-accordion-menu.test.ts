// @vitest-environment jsdom
import { describeBlockConformance } from '@tessera/runtime/testing';
import { expect } from 'vitest';

describeBlockConformance({
  name: 'accordion',
  load: () => import('../src/accordion/accordion-block'),
  configAttribute: false,
  markup: `<div data-block="accordion" id="faq" data-expanded-first-item>
  <h3><button type="button" id="a-label" aria-expanded="false" aria-controls="a">A</button></h3>
  <div id="a" role="region" aria-labelledby="a-label" hidden="until-found">Alpha</div>
  <h3><button type="button" id="b-label" aria-expanded="false" aria-controls="b">B</button></h3>
  <div id="b" role="region" aria-labelledby="b-label" hidden="until-found">Beta</div>
</div>`,
  initialized(element) {
    expect(element.querySelector('#a-label')?.getAttribute('aria-expanded')).toBe('true');
  },
});

describeBlockConformance({
  name: 'menu',
  load: () => import('../src/menu/menu-tabs'),
  configAttribute: false,
  markup: `<div data-block="menu">
  <div role="tablist" aria-label="Menus">
    <button type="button" role="tab" id="lunch-tab" aria-selected="true" aria-controls="lunch">Lunch</button>
    <button type="button" role="tab" id="dinner-tab" aria-selected="false" aria-controls="dinner" tabindex="-1">Dinner</button>
  </div>
  <section role="tabpanel" id="lunch" aria-labelledby="lunch-tab" tabindex="0">Soup</section>
  <section role="tabpanel" id="dinner" aria-labelledby="dinner-tab" tabindex="0" hidden>Stew</section>
</div>`,
  initialized(element) {
    element.querySelector<HTMLElement>('#dinner-tab')?.click();
    expect(element.querySelector('#dinner')?.hasAttribute('hidden')).toBe(false);
  },
});
