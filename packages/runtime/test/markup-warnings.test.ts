// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeBlockConformance, resetMarkupWarnings } from '@tessera/runtime/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockDefinition } from '../src/blocks/block-definition';
import { findConfigMistakes, type KeyRule } from '../src/markup/config-mistakes';
import { didYouMean } from '../src/markup/did-you-mean';
import { checkBlockNames } from '../src/markup/markup-check';
import { warnMarkup } from '../src/markup/markup-warning';
import { reportMarkupMistakes } from '../src/markup/report-mistakes';
import { selectorPath } from '../src/markup/selector-path';

const load = () => Promise.resolve({ init: () => undefined });
const definitions: BlockDefinition[] = [
  { name: 'gallery', selector: '[data-block="gallery"]', load },
  { name: 'image', selector: '[data-block="image"]', load },
  { name: 'cookie-banner', when: { page: ['cookieSettings'] }, load },
];

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetMarkupWarnings();
  document.body.innerHTML = '';
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const texts = () => warn.mock.calls.map((call: unknown[]) => call[0]);

describe('didYouMean', () => {
  it.each([
    ['desing', 'design'],
    ['lightBox', 'lightbox'],
    ['autocrop', 'auto-crop'],
    ['auto_crop', 'auto-crop'],
    ['slidesPerRw', 'slidesPerRow'],
    ['galery', 'gallery'],
  ])('suggests %s -> %s', (word, expected) => {
    expect(didYouMean(word, ['design', 'lightbox', 'auto-crop', 'slidesPerRow', 'gallery'])).toBe(
      expected,
    );
  });

  it('suggests nothing far away, nothing from an empty list', () => {
    expect(didYouMean('masonry', ['stacked', 'grid', 'carousel', 'slider'])).toBeUndefined();
    expect(didYouMean('x', ['gallery'])).toBeUndefined();
    expect(didYouMean('design', [])).toBeUndefined();
  });
});

describe('selectorPath', () => {
  it('names the element from body, with block names and places among same tags', () => {
    document.body.innerHTML =
      '<main><section></section><section><div data-block="gallery"></div></section></main>';
    expect(selectorPath(document.querySelector('[data-block]')!)).toBe(
      'body > main > section:nth-of-type(2) > div[data-block="gallery"]',
    );
  });

  it('starts at the nearest id, quoting one that is no plain name', () => {
    document.body.innerHTML =
      '<div id="work"><figure data-block="image"><img></figure></div><p id="2 a"><span></span></p>';
    expect(selectorPath(document.querySelector('img')!)).toBe(
      '#work > figure[data-block="image"] > img',
    );
    expect(selectorPath(document.querySelector('span')!)).toBe('[id="2 a"] > span');
  });

  it('starts a detached element at its topmost ancestor', () => {
    const host = document.createElement('div');
    host.innerHTML = '<span></span>';
    expect(selectorPath(host.firstElementChild!)).toBe('div > span');
  });
});

describe('warnMarkup', () => {
  it('logs a mistake once per page, with its path and docs section', () => {
    document.body.innerHTML = '<div data-block="x"></div><div data-block="x"></div>';
    const [first, second] = document.querySelectorAll('div');
    expect(warnMarkup(first!, 'Something', 'blocks')).toBe(true);
    expect(warnMarkup(first!, 'Something', 'blocks')).toBe(false);
    expect(warnMarkup(second!, 'Something', 'blocks')).toBe(true);
    expect(warn.mock.calls).toEqual([
      [
        '[tessera] Something (at body > div[data-block="x"]:nth-of-type(1); see docs/markup.md#blocks)',
        first,
      ],
      [
        '[tessera] Something (at body > div[data-block="x"]:nth-of-type(2); see docs/markup.md#blocks)',
        second,
      ],
    ]);
  });
});

describe('findConfigMistakes and reportMarkupMistakes', () => {
  const known: Record<string, KeyRule> = {
    design: ['string'],
    slidesPerRow: ['numeric'],
    lightbox: ['flag'],
    loop: ['boolean'],
    keys: ['object'],
    linked: ['string', 'array'],
    anything: ['any'],
    count: ['number'],
  };

  it('accepts each kind in its forms', () => {
    expect(
      findConfigMistakes(
        {
          design: 'grid',
          slidesPerRow: '4',
          lightbox: 'true',
          loop: false,
          keys: {},
          linked: ['#a'],
          anything: null,
          count: 2,
        },
        known,
      ),
    ).toEqual([]);
    expect(findConfigMistakes({ slidesPerRow: 3, lightbox: false, linked: '#a' }, known)).toEqual(
      [],
    );
  });

  it('finds unknown keys and values of the other kinds', () => {
    expect(
      findConfigMistakes(
        {
          desing: 'grid',
          slidesPerRow: 'four',
          lightbox: 'yes',
          loop: 'false',
          keys: [],
          linked: 3,
          count: '2',
          toString: 1,
        },
        known,
      ),
    ).toEqual([
      { kind: 'unknown-key', key: 'desing' },
      { kind: 'wrong-kind', key: 'slidesPerRow', value: 'four', rule: ['numeric'] },
      { kind: 'wrong-kind', key: 'lightbox', value: 'yes', rule: ['flag'] },
      { kind: 'wrong-kind', key: 'loop', value: 'false', rule: ['boolean'] },
      { kind: 'wrong-kind', key: 'keys', value: [], rule: ['object'] },
      { kind: 'wrong-kind', key: 'linked', value: 3, rule: ['string', 'array'] },
      { kind: 'wrong-kind', key: 'count', value: '2', rule: ['number'] },
      { kind: 'unknown-key', key: 'toString' },
    ]);
    expect(findConfigMistakes({ slidesPerRow: '', count: Number.NaN }, known)).toEqual([
      { kind: 'wrong-kind', key: 'slidesPerRow', value: '', rule: ['numeric'] },
      { kind: 'wrong-kind', key: 'count', value: Number.NaN, rule: ['number'] },
    ]);
  });

  it('words each mistake once, with its suggestion, path and section', () => {
    document.body.innerHTML = '<div data-block="gallery"></div>';
    const element = document.querySelector('div')!;
    const context = { block: 'gallery', anchor: 'gallery-block', known };
    const mistakes = [
      ...findConfigMistakes({ desing: 'x', zzz: 1, loop: 'no', linked: {} }, known),
      {
        kind: 'unknown-value' as const,
        key: 'design',
        value: 'gird',
        allowed: ['grid', 'stacked'],
      },
      {
        kind: 'unknown-value' as const,
        key: 'design',
        value: 'masonry',
        allowed: ['grid', 'stacked'],
      },
      { kind: 'missing-part' as const, part: 'slides (elements with data-slide)' },
    ];
    expect(reportMarkupMistakes(element, mistakes, context)).toBe(7);
    expect(reportMarkupMistakes(element, mistakes, context)).toBe(0);
    const at = '(at body > div[data-block="gallery"]; see docs/markup.md#gallery-block)';
    expect(texts()).toEqual([
      `[tessera] Unknown key "desing" in the configuration of block "gallery": did you mean "design"? ${at}`,
      `[tessera] Unknown key "zzz" in the configuration of block "gallery" ${at}`,
      `[tessera] Block "gallery": "loop" is "no" (string), expected a boolean ${at}`,
      `[tessera] Block "gallery": "linked" is {} (object), expected a string or an array ${at}`,
      `[tessera] Block "gallery": unknown design "gird": did you mean "grid"? ${at}`,
      `[tessera] Block "gallery": unknown design "masonry": expected one of "grid", "stacked" ${at}`,
      `[tessera] Block "gallery" is missing a part: slides (elements with data-slide) ${at}`,
    ]);
  });
});

describe('the docs sections', () => {
  it('docs/markup.md has the Blocks section (#blocks) and the Markup warnings section', () => {
    const markup = readFileSync(join(import.meta.dirname, '../../../docs/markup.md'), 'utf8');
    expect(markup).toContain('\n## Blocks\n');
    expect(markup).toContain('<a id="markup-warnings"></a>\n\n### Markup warnings\n');
  });
});

describe('markup-check (development): unknown block names', () => {
  it('warns once for each element no registered block takes, with the nearest name', () => {
    document.body.innerHTML =
      '<div data-block="galery"></div><div data-block="gallery"></div><div data-block="clock"></div><div data-block="cookie-banner"></div>';
    checkBlockNames(document, definitions);
    checkBlockNames(document, definitions);
    expect(texts()).toEqual([
      '[tessera] Unknown block "galery": did you mean "gallery"? (at body > div[data-block="galery"]:nth-of-type(1); see docs/markup.md#blocks)',
      '[tessera] Unknown block "clock" (at body > div[data-block="clock"]:nth-of-type(3); see docs/markup.md#blocks)',
      // A page feature has no selector: its name on an element is no block.
      '[tessera] Unknown block "cookie-banner" (at body > div[data-block="cookie-banner"]:nth-of-type(4); see docs/markup.md#blocks)',
    ]);
  });

  it('knows a site’s own registered block and a block with its own selector', () => {
    document.body.innerHTML =
      '<div data-block="clock"></div><figure data-block="lightbox-image"></figure>';
    checkBlockNames(document, [
      ...definitions,
      { name: 'clock', selector: '[data-block="clock"]', load },
      { name: 'other', selector: 'figure[data-block^="lightbox"]', load },
      { name: 'broken', selector: '[[', load },
    ]);
    expect(texts()).toEqual([]);
  });

  it('reads the page’s registry and checks blocks added later', async () => {
    vi.stubGlobal('Tessera', { blocks: definitions });
    document.body.innerHTML = '<div data-block="imgae"></div>';
    const { init } = await import('../src/markup/markup-check');
    const destroy = init(document.body, {} as never) as () => void;
    const added = document.createElement('section');
    added.innerHTML = '<div data-block="gallary"></div>';
    document.body.append(added);
    await new Promise((resolve) => setTimeout(resolve, 0));
    destroy();
    document.body.insertAdjacentHTML('beforeend', '<div data-block="nope"></div>');
    await new Promise((resolve) => setTimeout(resolve, 0));
    vi.unstubAllGlobals();
    expect(texts()).toEqual([
      '[tessera] Unknown block "imgae": did you mean "image"? (at body > div[data-block="imgae"]; see docs/markup.md#blocks)',
      '[tessera] Unknown block "gallary": did you mean "gallery"? (at body > section > div[data-block="gallary"]; see docs/markup.md#blocks)',
    ]);
  });
});

describeBlockConformance({
  name: 'markup-check',
  pageFeature: true,
  load: () => import('../src/markup/markup-check'),
  markup: '<main><div data-block="galery"></div></main>',
  configAttribute: false,
  setup: () => {
    vi.stubGlobal('Tessera', { blocks: definitions });
    return () => vi.unstubAllGlobals();
  },
  initialized: () => expect(texts()).toHaveLength(1),
});
