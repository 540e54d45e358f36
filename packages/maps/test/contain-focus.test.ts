// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { containFocus, FOCUS_CONTAINMENT_ERROR } from '../src/contain-focus';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the map focus containment (spec 001 §5, §8)', () => {
  it("needs exactly one of container and predicate, with the spec's message", () => {
    const container = document.createElement('div');
    expect(() => containFocus({})).toThrow(new Error(FOCUS_CONTAINMENT_ERROR));
    expect(() => containFocus({ container, predicate: () => true })).toThrow(
      'One (and only one) of container and predicate must be set',
    );
  });

  it('keeps the first focusable element in the tab order and takes the others out, also later ones', async () => {
    document.body.innerHTML = `<div id="map"><div id="surface" tabindex="0"></div>
      <button id="zoom">+</button><a id="terms" href="/terms">Terms</a><a id="plain">no href</a>
      <span id="off" tabindex="-1"></span><button id="own" tabindex="3">own</button></div>
      <a id="outside" href="/">outside</a>`;
    const undo = containFocus({ container: document.getElementById('map')! });
    const tabindexes = () =>
      ['surface', 'zoom', 'terms', 'plain', 'off', 'own', 'outside', 'late'].map(
        (id) => document.getElementById(id)?.getAttribute('tabindex') ?? null,
      );
    expect(tabindexes()).toEqual(['0', '-1', '-1', null, '-1', '-1', null, null]);
    document.getElementById('map')!.insertAdjacentHTML('beforeend', '<button id="late">x</button>');
    await flush();
    expect(tabindexes()).toEqual(['0', '-1', '-1', null, '-1', '-1', null, '-1']);
    undo();
    expect(tabindexes()).toEqual(['0', null, null, null, '-1', '3', null, null]);
  });

  it('with a predicate, contains the matching elements under the root', () => {
    document.body.innerHTML = `<button class="map" id="a"></button><button class="map" id="b"></button><button id="c"></button>`;
    const undo = containFocus({ predicate: (element) => element.classList.contains('map') });
    expect(
      ['a', 'b', 'c'].map((id) => document.getElementById(id)!.getAttribute('tabindex')),
    ).toEqual([null, '-1', null]);
    undo();
    expect(document.getElementById('b')!.getAttribute('tabindex')).toBe(null);
  });
});
