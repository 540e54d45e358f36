// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { init } from '../src/menu/menu-tabs';

function setUp(selected = 1) {
  const tab = (id: string, index: number) =>
    `<button type="button" role="tab" id="${id}-tab" aria-controls="${id}" aria-selected="${index === selected}"${index === selected ? '' : ' tabindex="-1"'}>${id}</button>`;
  const panel = (id: string, index: number) =>
    `<section role="tabpanel" id="${id}" aria-labelledby="${id}-tab" tabindex="0"${index === selected ? '' : ' hidden'}>${id}</section>`;
  const ids = ['lunch', 'dinner', 'wine'];
  document.body.innerHTML = `<div data-block="menu"><div role="tablist" aria-label="Menus">${ids.map(tab).join('')}</div>${ids.map(panel).join('')}</div>`;
  const element = document.querySelector<HTMLElement>('[data-block="menu"]')!;
  const destroy = init(element);
  const get = (id: string) => document.getElementById(id)!;
  const state = () =>
    ids.map((id) => [
      get(`${id}-tab`).getAttribute('aria-selected'),
      get(`${id}-tab`).getAttribute('tabindex'),
      get(id).hasAttribute('hidden'),
    ]);
  const key = (id: string, key: string) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    get(`${id}-tab`).dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { element, destroy, get, state, key };
}

describe('menu tabs (APG tabs, manual activation)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps the server selection; one menu visible; a click selects (roving tabindex)', () => {
    const { get, state } = setUp(1);
    expect(state()).toEqual([
      ['false', '-1', true],
      ['true', null, false],
      ['false', '-1', true],
    ]);
    get('wine-tab').click();
    expect(state()).toEqual([
      ['false', '-1', true],
      ['false', '-1', true],
      ['true', null, false],
    ]);
  });

  it('arrow keys move focus and wrap, without selecting; Home and End; others pass', () => {
    const { state, key } = setUp(0);
    expect(key('lunch', 'ArrowRight')).toBe(true);
    expect(document.activeElement?.id).toBe('dinner-tab');
    key('dinner', 'ArrowRight');
    key('wine', 'ArrowRight');
    expect(document.activeElement?.id).toBe('lunch-tab');
    key('lunch', 'ArrowLeft');
    expect(document.activeElement?.id).toBe('wine-tab');
    key('wine', 'Home');
    expect(document.activeElement?.id).toBe('lunch-tab');
    key('lunch', 'End');
    expect(document.activeElement?.id).toBe('wine-tab');
    expect(state()[0]).toEqual(['true', null, false]);
    expect(key('lunch', 'ArrowDown')).toBe(false);
    expect(key('lunch', 'a')).toBe(false);
  });

  it('Enter and Space select a tab that is no button (a button does so natively)', () => {
    document.body.innerHTML = `<div data-block="menu"><div role="tablist">
      <span role="tab" id="x-tab" aria-controls="x" aria-selected="true">X</span>
      <span role="tab" id="y-tab" aria-controls="y" aria-selected="false">Y</span></div>
      <div role="tabpanel" id="x">x</div><div role="tabpanel" id="y" hidden>y</div></div>`;
    init(document.querySelector<HTMLElement>('[data-block]')!);
    const press = (key: string) =>
      document.getElementById('y-tab')!.dispatchEvent(new KeyboardEvent('keydown', { key }));
    press(' ');
    expect(document.getElementById('y')!.hasAttribute('hidden')).toBe(false);
    expect(document.getElementById('x')!.hasAttribute('hidden')).toBe(true);
    document.getElementById('x-tab')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(document.getElementById('x')!.hasAttribute('hidden')).toBe(false);
  });

  it('selects the first tab when the server marked none, and warns about a missing panel', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `<div data-block="menu"><div role="tablist">
      <button role="tab" id="x-tab" aria-controls="x">X</button>
      <button role="tab" aria-controls="gone">?</button>
      <button role="tab" id="y-tab" aria-controls="y">Y</button></div>
      <div role="tabpanel" id="x" hidden>x</div><div role="tabpanel" id="y">y</div></div>`;
    init(document.querySelector<HTMLElement>('[data-block]')!);
    expect(
      ['x', 'y'].map((id) => [
        document.getElementById(`${id}-tab`)!.getAttribute('aria-selected'),
        document.getElementById(id)!.hasAttribute('hidden'),
      ]),
    ).toEqual([
      ['true', false],
      ['false', true],
    ]);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[tessera] menu: no panel with the id "gone" of aria-controls',
    ]);
    warn.mockRestore();
  });

  it('destroy restores the server markup', () => {
    const { element, get, destroy } = setUp(0);
    const before = element.outerHTML;
    get('wine-tab').click();
    destroy();
    expect(element.outerHTML).toBe(before);
  });
});
