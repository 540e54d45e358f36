// @vitest-environment jsdom
import type { PageContext } from '@tessera/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { blocks } from '../src/blocks';

/** A page feature's condition; one without a condition is on every page. */
const feature = (name: string) => {
  const definition = blocks.find((block) => block.name === name);
  if (!definition || definition.selector) throw new Error(`${name} is not a page feature`);
  return definition.when ?? (() => true);
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the script build registry', () => {
  it('is sorted by name, each name once; a block has a selector or else is a page feature', () => {
    const names = blocks.map((block) => block.name);
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(names.length);
    for (const block of blocks) expect(Boolean(block.selector && block.when)).toBe(false);
  });

  it('blocks are found by their data-block selector', () => {
    const selectors = Object.fromEntries(blocks.map((block) => [block.name, block.selector]));
    expect(selectors).toMatchObject({
      form: '[data-block="form"]',
      gallery: '[data-block="gallery"]',
      image: '[data-block="image"]',
      lightbox: '[data-block="lightbox"],[data-block="gallery"]',
    });
  });

  it('popup overlay: loaded with popup settings, and for a logged-in account (spec 000 §6, 002 §6)', () => {
    const popup = feature('popup-overlay');
    expect(popup({} as PageContext)).toBe(false);
    expect(popup({ websiteSettings: {} } as PageContext)).toBe(false);
    expect(popup({ websiteSettings: { popupOverlaySettings: {} } } as PageContext)).toBe(true);
    expect(popup({ authenticatedAccount: { id: 'a1' } } as PageContext)).toBe(true);
    expect(popup({ authenticatedAccount: null } as PageContext)).toBe(false);
  });

  it('cookie banner: with cookie settings, or with consent-gated markup on the page', () => {
    const banner = feature('cookie-banner');
    expect(banner({} as PageContext)).toBe(false);
    expect(banner({ cookieSettings: {} } as PageContext)).toBe(true);
    document.body.innerHTML = '<iframe data-consent="analytics"></iframe>';
    expect(banner({} as PageContext)).toBe(true);
  });

  it('the system error overlay is on every page (a page feature without a condition)', () => {
    expect(blocks.find((block) => block.name === 'system-error-overlay')?.when).toBeUndefined();
    expect(feature('system-error-overlay')({} as PageContext)).toBe(true);
  });
});
