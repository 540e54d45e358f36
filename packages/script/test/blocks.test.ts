// @vitest-environment jsdom
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { PageCondition, PageContext } from '@tessera/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { pageNeeds } from '../../runtime/src/activation/page-features';
import { blockTableSource, readBlockDeclarations } from '../build/block-table.mjs';

const root = resolve(import.meta.dirname, '../../..');
const declarations = readBlockDeclarations(root);

/** A page feature's condition, as the loader evaluates it. */
const feature = (name: string) => {
  const declaration = declarations.find((block) => block.name === name);
  if (!declaration?.when) throw new Error(`${name} is not a page feature`);
  return (page: PageContext) => pageNeeds(declaration.when as PageCondition, page, document);
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the block table generated from the packages’ declarations', () => {
  it('holds every declared block and page feature, sorted by name, with its package entry', () => {
    expect(declarations.map(({ name, specifier }) => [name, specifier])).toEqual([
      ['cookie-banner', '@tessera/consent/banner-feature'],
      ['form', '@tessera/forms/block'],
      ['gallery', '@tessera/gallery/block'],
      ['image', '@tessera/media/image-block'],
      ['lightbox', '@tessera/lightbox/block'],
      ['popup-overlay', '@tessera/consent/popup-feature'],
      ['system-error-overlay', '@tessera/ui/system-error'],
    ]);
  });

  it('writes one import() per entry, leaving out the usual [data-block="name"] selector', () => {
    const source = blockTableSource([
      { name: 'form', specifier: '@tessera/forms/block' },
      { name: 'menu', specifier: '@tessera/blocks/menu', selector: '[data-block="menu"]' },
      { name: 'tabs', specifier: '@tessera/blocks/tabs', selector: '.tabs' },
      { name: 'bar', specifier: '@tessera/blocks/bar', when: { page: ['showAnnouncementBar'] } },
    ]);
    expect(source).toBe(
      [
        'export default [',
        '  ["form", () => import("@tessera/forms/block")],',
        '  ["menu", () => import("@tessera/blocks/menu")],',
        '  ["tabs", () => import("@tessera/blocks/tabs"), ".tabs"],',
        '  ["bar", () => import("@tessera/blocks/bar"), {"page":["showAnnouncementBar"]}],',
        '];',
        '',
      ].join('\n'),
    );
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

  it('the system error overlay waits for the first routed error (spec 000 §8), on no page at start', () => {
    const overlay = declarations.find((block) => block.name === 'system-error-overlay');
    expect(overlay?.when).toEqual({ event: ['system-error', 'field-errors'] });
    expect(feature('system-error-overlay')({} as PageContext)).toBe(false);
  });

  it('refuses a malformed or repeated declaration, naming the package', () => {
    const fixture = mkdtempSync(join(tmpdir(), 'blocks-'));
    const write = (folder: string, blocks: unknown[]) => {
      mkdirSync(join(fixture, 'packages', folder), { recursive: true });
      writeFileSync(
        join(fixture, 'packages', folder, 'package.json'),
        JSON.stringify({ name: `@x/${folder}`, exports: { './block': {} }, tessera: { blocks } }),
      );
    };
    write('a', [{ name: 'form', entry: './missing' }]);
    expect(() => readBlockDeclarations(fixture)).toThrow(
      'Block declaration 0 of packages/a/package.json: "entry" "./missing" must be a subpath',
    );
    write('a', [{ name: 'form', entry: './block', when: { pages: ['x'] } }]);
    expect(() => readBlockDeclarations(fixture)).toThrow('"when" takes one or more of');
    write('a', [{ name: 'form', entry: './block' }]);
    write('b', [{ name: 'form', entry: './block' }]);
    expect(() => readBlockDeclarations(fixture)).toThrow('form: the name is declared twice');
    rmSync(fixture, { recursive: true });
  });
});
