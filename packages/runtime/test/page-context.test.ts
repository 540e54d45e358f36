// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePageContext, readPageContext } from '../src/check-page-context';
import { PAGE_CONTEXT_ELEMENT_ID } from '../src/contract/page-context-element';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function page(json: string) {
  document.body.innerHTML = `<script type="application/json" id="${PAGE_CONTEXT_ELEMENT_ID}">${json}</script>`;
}

describe('page context', () => {
  it('reads the JSON script element #tessera-context', () => {
    page(
      JSON.stringify({
        pageType: 2,
        website: { id: 'w1', developerMode: false, cloneable: false, baseUrl: 'https://x.test' },
        websiteSettings: { popupOverlaySettings: { version: 2, displayFrequency: 7 } },
        cookieSettings: { isCookieBannerEnabled: true },
        googleFonts: [{ includeName: 'Inter:400' }],
        typekitFonts: [{ id: 'abc', variations: ['n4'] }],
        rollups: { gallery: { js: 'a.js,b.js', css: 'a.css' } },
      }),
    );
    const context = readPageContext();
    expect(context.pageType).toBe(2);
    expect(context.website?.id).toBe('w1');
    expect(context.websiteSettings?.popupOverlaySettings?.displayFrequency).toBe(7);
    expect(context.rollups?.gallery?.js).toBe('a.js,b.js');
  });

  it.each([
    ['malformed JSON', '{"pageType": 2,'],
    ['an array', '[1, 2]'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['empty text', '   '],
  ])('warns and gives an empty context for %s', (_label, json) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    page(json);
    expect(readPageContext()).toEqual({});
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('empty context');
  });

  it('drops a known field of the wrong shape, naming it, and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const context = parsePageContext(
      JSON.stringify({
        googleFonts: 5,
        cookieSettings: 'x',
        pageType: '2',
        website: { id: 'w' },
        custom: 1,
      }),
    );
    expect(context).toEqual({ website: { id: 'w' }, custom: 1 });
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('"cookieSettings" must be a JSON object'),
      expect.stringContaining('"googleFonts" must be a JSON array'),
      expect.stringContaining('"pageType" must be a JSON number'),
    ]);
  });

  it('reads only a JSON script element, so user content with the same id cannot stand in', () => {
    document.body.innerHTML = `<div id="${PAGE_CONTEXT_ELEMENT_ID}">{"pageType": 104}</div>
      <script type="application/json" id="${PAGE_CONTEXT_ELEMENT_ID}">{"pageType": 2}</script>`;
    expect(readPageContext().pageType).toBe(2);
  });

  it('known fields always have their documented shape, whatever the input (property)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fc.assert(
      fc.property(
        fc.record(
          { googleFonts: fc.anything(), websiteSettings: fc.anything(), pageType: fc.anything() },
          { requiredKeys: [] },
        ),
        (input) => {
          let text: string;
          try {
            text = JSON.stringify(input);
          } catch {
            return;
          }
          const context = parsePageContext(text);
          expect(Array.isArray(context.googleFonts ?? [])).toBe(true);
          expect(typeof (context.websiteSettings ?? {})).toBe('object');
          expect(Array.isArray(context.websiteSettings ?? {})).toBe(false);
          expect(['number', 'undefined']).toContain(typeof (context.pageType ?? undefined));
        },
      ),
    );
  });

  it('never throws, whatever the text (property)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.json(), fc.constant(null), fc.constant(undefined)),
        (text) => {
          const context = parsePageContext(text);
          expect(typeof context).toBe('object');
          expect(Array.isArray(context)).toBe(false);
          expect(context).not.toBeNull();
        },
      ),
    );
  });
});

describe('the page context element: absent is silent, present and not an object warns', () => {
  const MESSAGE =
    '[tessera] The page context (script#tessera-context) is not a JSON object: using an empty context.';
  afterEach(() => {
    document.head.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('reads a page without #tessera-context as an empty context, with no warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readPageContext(document)).toEqual({});
    expect(warn.mock.calls).toEqual([]);
  });

  it('warns once for each element that is not a JSON object, with its text or the parse error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const texts = ['{"pageType": ', '', '[1]', 'null', '"page"'];
    for (const text of texts) {
      document.head.innerHTML = `<script type="application/json" id="tessera-context">${text}</script>`;
      expect(readPageContext(document)).toEqual({});
    }
    expect(warn.mock.calls.map(([message]) => message)).toEqual(texts.map(() => MESSAGE));
    expect(
      warn.mock.calls.map(([, problem]) =>
        problem instanceof SyntaxError ? 'SyntaxError' : problem,
      ),
    ).toEqual(['SyntaxError', 'SyntaxError', '[1]', 'null', '"page"']);
  });
});
