import { describe, expect, it } from 'vitest';
import {
  ACCORDION_ANIMATION_MS,
  accordionHint,
  applyAccordionHint,
  expandedFirstItem,
  setAccordionItem,
  toggleAccordionItem,
} from '../src/accordion/accordion-state';
import { rovingIndex } from '../src/shared/roving-focus';

describe('accordion state (spec 002 §4, §9)', () => {
  it('animates over 250 ms', () => {
    expect(ACCORDION_ANIMATION_MS).toBe(250);
  });

  it('a click toggles; opening one closes the others unless several may be open', () => {
    expect(toggleAccordionItem([false, true, false], 0, false)).toEqual([true, false, false]);
    expect(toggleAccordionItem([false, true, false], 0, true)).toEqual([true, true, false]);
    expect(toggleAccordionItem([false, true, false], 1, false)).toEqual([false, false, false]);
    expect(toggleAccordionItem([true, true, false], 1, false)).toEqual([true, false, false]);
    expect(toggleAccordionItem([true, true, true], 2, true)).toEqual([true, true, false]);
  });

  it('setting an item closed leaves the others; setting it open obeys the single-open rule', () => {
    expect(setAccordionItem([true, true], 0, false, false)).toEqual([false, true]);
    expect(setAccordionItem([false, true], 0, true, false)).toEqual([true, false]);
    expect(setAccordionItem([false, true], 0, true, true)).toEqual([true, true]);
  });

  it('the expanded-first-item attribute: present opens, "false" closes, absent keeps', () => {
    expect(expandedFirstItem('')).toBe(true);
    expect(expandedFirstItem('true')).toBe(true);
    expect(expandedFirstItem('false')).toBe(false);
    expect(expandedFirstItem(null)).toBeUndefined();
  });

  it('a page-section hint opens the item it names (button or region id) or closes all', () => {
    const ids = [
      ['a-label', 'a'],
      ['b-label', 'b'],
    ];
    expect(accordionHint('#faq', 'faq', ids)).toEqual({ close: true });
    expect(accordionHint('#b', 'faq', ids)).toEqual({ open: 1 });
    expect(accordionHint('#a-label', 'faq', ids)).toEqual({ open: 0 });
    expect(accordionHint('#elsewhere', 'faq', ids)).toBeUndefined();
    expect(accordionHint('', 'faq', ids)).toBeUndefined();
    expect(accordionHint('#', '', ids)).toBeUndefined();
    expect(accordionHint('#%E0%A4%A', 'faq', ids)).toBeUndefined();
    expect(accordionHint('#caf%C3%A9', 'faq', [['café']])).toEqual({ open: 0 });
    expect(applyAccordionHint([true, true], { close: true }, true)).toEqual([false, false]);
    expect(applyAccordionHint([true, false], { open: 1 }, false)).toEqual([false, true]);
    expect(applyAccordionHint([true, false], { open: 1 }, true)).toEqual([true, true]);
  });
});

describe('roving focus keys (APG accordion and tabs)', () => {
  it('next and previous of the orientation wrap; Home and End; other keys do not move', () => {
    expect(rovingIndex('ArrowRight', 0, 3, 'horizontal')).toBe(1);
    expect(rovingIndex('ArrowRight', 2, 3, 'horizontal')).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 3, 'horizontal')).toBe(2);
    expect(rovingIndex('ArrowDown', 2, 3, 'vertical')).toBe(0);
    expect(rovingIndex('ArrowUp', 0, 3, 'vertical')).toBe(2);
    expect(rovingIndex('Home', 2, 3, 'vertical')).toBe(0);
    expect(rovingIndex('End', 0, 3, 'horizontal')).toBe(2);
    expect(rovingIndex('ArrowDown', 0, 3, 'horizontal')).toBeUndefined();
    expect(rovingIndex('ArrowRight', 0, 3, 'vertical')).toBeUndefined();
    expect(rovingIndex('Enter', 0, 3, 'vertical')).toBeUndefined();
    expect(rovingIndex('Home', 0, 0, 'vertical')).toBeUndefined();
  });
});
