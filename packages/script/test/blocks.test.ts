// @vitest-environment jsdom
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Api, createEventBus, type PageContext } from '@tessera/runtime';
import { createRuntime } from '@tessera/runtime/page';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockTableSource, readBlockDeclarations } from '../build/block-table.mjs';

const root = resolve(import.meta.dirname, '../../..');
const declarations = readBlockDeclarations(root);

/** Whether the runtime starts page feature `name`, as declared, on a page with `page`. */
const feature = (name: string) => async (page: PageContext) => {
  const declaration = declarations.find((block) => block.name === name);
  if (!declaration?.when) throw new Error(`${name} is not a page feature`);
  const init = vi.fn();
  const runtime = createRuntime({
    context: page,
    api: {} as Api,
    events: createEventBus(),
    blocks: [{ name, when: declaration.when, load: async () => ({ init }) }],
  });
  await runtime.init();
  runtime.destroy();
  return init.mock.calls.length === 1;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the block table generated from the packages’ declarations', () => {
  it('holds every declared block and page feature, sorted by name, with its package entry', () => {
    expect(declarations.map(({ name, specifier }) => [name, specifier])).toEqual([
      ['accordion', '@tessera/blocks/accordion'],
      ['account', '@tessera/account/account-feature'],
      ['analytics', '@tessera/analytics/feature'],
      ['audio', '@tessera/media/audio-block'],
      ['booking', '@tessera/blocks/booking'],
      ['button', '@tessera/blocks/button'],
      ['cart', '@tessera/commerce/cart'],
      ['cart-indicator', '@tessera/commerce/cart-indicator'],
      ['cookie-banner', '@tessera/consent/banner-feature'],
      ['donation-button', '@tessera/commerce/donation-button'],
      ['follow', '@tessera/maps/follow'],
      ['form', '@tessera/forms/block'],
      ['gallery', '@tessera/gallery/block'],
      ['image', '@tessera/media/image-block'],
      ['image-lightbox', '@tessera/lightbox/image-lightbox'],
      ['lightbox', '@tessera/lightbox/block'],
      ['map', '@tessera/maps/map'],
      ['markup-check', '@tessera/runtime/markup-check'],
      ['marquee', '@tessera/blocks/marquee'],
      ['menu', '@tessera/blocks/menu'],
      ['order-account', '@tessera/commerce/order-account'],
      ['page-effects', '@tessera/blocks/page-effects'],
      ['popup-overlay', '@tessera/consent/popup-feature'],
      ['pricing-toggle', '@tessera/blocks/pricing-toggle'],
      ['product', '@tessera/commerce/product'],
      ['site-chrome', '@tessera/chrome/site-chrome'],
      ['system-error-overlay', '@tessera/ui/system-error'],
      ['video', '@tessera/media/video-block'],
    ]);
  });

  it('writes the block names as one string and only the selectors and conditions not usual', () => {
    const source = blockTableSource([
      { name: 'form', specifier: '@tessera/forms/block' },
      { name: 'menu', specifier: '@tessera/blocks/menu', selector: '[data-block="menu"]' },
      { name: 'tabs', specifier: '@tessera/blocks/tabs', selector: '.tabs' },
      { name: 'bar', specifier: '@tessera/blocks/bar', when: { page: ['showAnnouncementBar'] } },
    ]);
    expect(source).toBe(
      [
        'export const names = "form menu tabs bar";',
        'export const build = "tessera-block-build:placeholder";',
        'export const where = [,,".tabs",{"page":["showAnnouncementBar"]}];',
        '',
      ].join('\n'),
    );
  });

  it('popup overlay: loaded with popup settings, and for a logged-in account (spec 000 §6, 002 §6)', async () => {
    const popup = feature('popup-overlay');
    expect(await popup({})).toBe(false);
    expect(await popup({ websiteSettings: {} })).toBe(false);
    expect(await popup({ websiteSettings: { popupOverlaySettings: {} } })).toBe(true);
    expect(await popup({ authenticatedAccount: { id: 'a1' } })).toBe(true);
    expect(await popup({ authenticatedAccount: null })).toBe(false);
  });

  it('cookie banner: with cookie settings, or with consent-gated markup on the page', async () => {
    const banner = feature('cookie-banner');
    expect(await banner({})).toBe(false);
    expect(await banner({ cookieSettings: {} })).toBe(true);
    document.body.innerHTML = '<iframe data-consent="analytics"></iframe>';
    expect(await banner({})).toBe(true);
  });

  it('page effects (@tessera/blocks): with a timesince node, an animated block or shrinking text', async () => {
    const effects = feature('page-effects');
    expect(await effects({})).toBe(false);
    for (const markup of [
      '<time data-timesince data-date="0">x</time>',
      '<div data-animation></div>',
      '<h2 data-text-shrink>x</h2>',
    ]) {
      document.body.innerHTML = markup;
      expect(await effects({})).toBe(true);
    }
    document.body.innerHTML = '<time data-date="0">x</time><div data-block="accordion"></div>';
    expect(await effects({})).toBe(false);
  });

  it('the markup check (issue 20): on a page marked data-tessera-debug or on a localhost server', async () => {
    const check = declarations.find((block) => block.name === 'markup-check');
    expect(check?.when).toEqual({
      element: '[data-tessera-debug]',
      hostname: '^(.+\\.)?localhost$',
    });
    const hostname = new RegExp(check!.when!.hostname!);
    expect(
      ['localhost', 'blog.localhost', '127.0.0.1', 'example.com', 'localhost.example.com'].map(
        (name) => hostname.test(name),
      ),
    ).toEqual([true, true, false, false, false]);
    // jsdom's page is on localhost: a development server.
    expect(await feature('markup-check')({})).toBe(true);
  });

  it('the system error overlay waits for the first routed error (spec 000 §8), on no page at start', async () => {
    const overlay = declarations.find((block) => block.name === 'system-error-overlay');
    expect(overlay?.when).toEqual({ event: ['system-error', 'field-errors'] });
    expect(await feature('system-error-overlay')({})).toBe(false);
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
    write('a', [{ name: 'constructor', entry: './block' }]);
    expect(() => readBlockDeclarations(fixture)).toThrow('"name" "constructor" is reserved');
    write('a', [{ name: 'form', entry: './block', when: { pages: ['x'] } }]);
    expect(() => readBlockDeclarations(fixture)).toThrow('"when" takes one or more of');
    write('a', [{ name: 'form', entry: './block', when: { hostname: /localhost/ } }]);
    expect(() => readBlockDeclarations(fixture)).toThrow(
      '"when.hostname" must be a regular expression string',
    );
    write('a', [{ name: 'form', entry: './block' }]);
    write('b', [{ name: 'form', entry: './block' }]);
    expect(() => readBlockDeclarations(fixture)).toThrow('form: the name is declared twice');
    write('b', [{ name: 'gallery', entry: './block' }]);
    write('c', [{ name: 'slides', entry: './block' }]);
    writeFileSync(
      join(fixture, 'packages', 'c', 'package.json'),
      JSON.stringify({
        name: '@x/b',
        exports: { './block': {} },
        tessera: { blocks: [{ name: 'slides', entry: './block' }] },
      }),
    );
    expect(() => readBlockDeclarations(fixture)).toThrow(
      'Block declaration slides: its entry @x/b/block is also the entry of "gallery"',
    );
    rmSync(fixture, { recursive: true });
  });
});
