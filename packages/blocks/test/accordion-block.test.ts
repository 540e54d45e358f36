// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { init } from '../src/accordion/accordion-block';

const markup = (attributes = '') => `<div data-block="accordion" id="faq" ${attributes}>
  <h3><button type="button" id="a-label" aria-expanded="false" aria-controls="a">A</button></h3>
  <div id="a" role="region" aria-labelledby="a-label" hidden="until-found">Alpha</div>
  <h3><button type="button" id="b-label" aria-expanded="true" aria-controls="b">B</button></h3>
  <div id="b" role="region" aria-labelledby="b-label">Beta</div>
  <h3><button type="button" id="c-label" aria-expanded="false" aria-controls="c">C</button></h3>
  <div id="c" role="region" aria-labelledby="c-label" hidden>Gamma</div>
</div>`;

function setUp(attributes = '') {
  document.body.innerHTML = markup(attributes);
  const element = document.querySelector<HTMLElement>('[data-block="accordion"]')!;
  const destroy = init(element);
  const button = (id: string) => document.getElementById(`${id}-label`)!;
  const state = () =>
    ['a', 'b', 'c'].map((id) => [
      button(id).getAttribute('aria-expanded'),
      document.getElementById(id)!.getAttribute('hidden'),
    ]);
  return { element, destroy, button, state };
}

function reducedMotion(matches: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches }) as unknown as typeof window.matchMedia;
}

describe('accordion block', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    reducedMotion(false);
    history.replaceState(null, '', '/');
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('keeps the server state at start; a click opens an item after its 250 ms and closes the open one', () => {
    const { button, state } = setUp();
    expect(state()).toEqual([
      ['false', 'until-found'],
      ['true', null],
      ['false', ''],
    ]);
    button('a').click();
    // Opening shows the region at once; the other closes once its animation ends.
    expect(state()).toEqual([
      ['true', null],
      ['false', null],
      ['false', ''],
    ]);
    vi.advanceTimersByTime(249);
    expect(state()[1]).toEqual(['false', null]);
    vi.advanceTimersByTime(1);
    expect(state()).toEqual([
      ['true', null],
      ['false', 'until-found'],
      ['false', ''],
    ]);
  });

  it('ignores clicks on an item while it animates', () => {
    const { button, state } = setUp();
    button('a').click();
    button('a').click();
    expect(state()[0]).toEqual(['true', null]);
    vi.advanceTimersByTime(250);
    button('a').click();
    expect(state()[0]).toEqual(['false', null]);
    vi.advanceTimersByTime(250);
    expect(state()[0]).toEqual(['false', 'until-found']);
  });

  it('no animation under reduced motion: clicks apply at once, one after the other', () => {
    reducedMotion(true);
    const { button, state } = setUp();
    button('a').click();
    expect(state()).toEqual([
      ['true', null],
      ['false', 'until-found'],
      ['false', ''],
    ]);
    button('a').click();
    expect(state()[0]).toEqual(['false', 'until-found']);
  });

  it('data-allow-multiple keeps the others open; "false" does not', () => {
    const several = setUp('data-allow-multiple');
    several.button('a').click();
    several.button('c').click();
    vi.advanceTimersByTime(250);
    expect(several.state().map(([expanded]) => expanded)).toEqual(['true', 'true', 'true']);
    several.destroy();
    const single = setUp('data-allow-multiple="false"');
    single.button('a').click();
    vi.advanceTimersByTime(250);
    expect(single.state().map(([expanded]) => expanded)).toEqual(['true', 'false', 'false']);
  });

  it('the first item matches the expanded-first-item attribute', () => {
    expect(
      setUp('data-expanded-first-item')
        .state()
        .map(([expanded]) => expanded),
    ).toEqual(['true', 'false', 'false']);
    document.body.innerHTML = '';
    const closed = setUp('data-expanded-first-item="false" data-allow-multiple');
    expect(closed.state().map(([expanded]) => expanded)).toEqual(['false', 'true', 'false']);
  });

  it('the URL hash opens the item it names or closes all, at start and on hashchange', () => {
    history.replaceState(null, '', '/#c');
    const { state } = setUp();
    expect(state()).toEqual([
      ['false', 'until-found'],
      ['false', 'until-found'],
      ['true', null],
    ]);
    history.replaceState(null, '', '/#faq');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(state().map(([expanded]) => expanded)).toEqual(['false', 'false', 'false']);
    history.replaceState(null, '', '/#a-label');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(state().map(([expanded]) => expanded)).toEqual(['true', 'false', 'false']);
  });

  it('find-in-page (beforematch) opens a closed item', () => {
    const { state } = setUp();
    document.getElementById('a')!.dispatchEvent(new Event('beforematch'));
    expect(state().map(([expanded]) => expanded)).toEqual(['true', 'false', 'false']);
  });

  it('arrow keys, Home and End move focus between the headers, wrapping', () => {
    const { button } = setUp();
    const key = (id: string, k: string) =>
      button(id).dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
    key('a', 'ArrowDown');
    expect(document.activeElement?.id).toBe('b-label');
    key('c', 'ArrowDown');
    expect(document.activeElement?.id).toBe('a-label');
    key('a', 'ArrowUp');
    expect(document.activeElement?.id).toBe('c-label');
    key('c', 'Home');
    expect(document.activeElement?.id).toBe('a-label');
    key('a', 'End');
    expect(document.activeElement?.id).toBe('c-label');
  });

  it('warns about a button whose region is missing and runs the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `<div data-block="accordion">
      <h3><button type="button" aria-expanded="false" aria-controls="nowhere">X</button></h3>
      <h3><button type="button" id="y-label" aria-expanded="false" aria-controls="y">Y</button></h3>
      <div id="y" role="region" hidden>Y</div></div>`;
    init(document.querySelector<HTMLElement>('[data-block]')!);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[tessera] accordion: no region with the id "nowhere" of aria-controls',
    ]);
    document.getElementById('y-label')!.click();
    expect(document.getElementById('y')!.hasAttribute('hidden')).toBe(false);
    warn.mockRestore();
  });

  it('destroy restores the server markup, even mid-animation', () => {
    const { element, button, destroy } = setUp();
    const before = element.outerHTML;
    button('a').click();
    destroy();
    vi.advanceTimersByTime(250);
    expect(element.outerHTML).toBe(before);
  });
});
