import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siteDir } from '../../../tests/support/server';
import { buildPageContext, injectPageContext, scriptSafeJson } from '../src/page-context';
import { parseSiteConfig } from '../src/site-config';

describe('page context injection', () => {
  it('puts the context script just before </head>', () => {
    const html = injectPageContext('<html><head><title>x</title></head><body></body></html>', {
      a: 1,
    });
    expect(html).toBe(
      '<html><head><title>x</title><script type="application/json" id="tessera-context">{"a":1}</script>\n</head><body></body></html>',
    );
  });

  it('keeps </script> and <!-- in data from breaking out of the element', () => {
    const value = { title: '</script><script>alert(1)</script><!--', amp: 'a&b', line: '\u2028' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('round-trips any JSON value and never contains < > &', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = scriptSafeJson(value);
        expect(json).not.toMatch(/[<>&]/);
        expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});

describe('the languages a page reports', () => {
  const site = parseSiteConfig(JSON.parse(readFileSync(`${siteDir}/site.json`, 'utf8')));
  const websiteOf = (config = site, saved?: string[]) => {
    const { website } = buildPageContext(config, undefined, undefined, undefined, {
      saved: saved ? { languages: saved } : {},
    });
    return [website?.language, website?.languages];
  };

  it('is the owner’s saved list, else site.json’s, else the website’s own language', () => {
    expect([
      websiteOf(site, ['de-DE', 'en-US']),
      websiteOf({ ...site, languages: ['nl-NL', 'en-GB'] }),
      websiteOf(site),
      websiteOf({ ...site, website: {} }),
    ]).toEqual([
      ['de-DE', ['de-DE', 'en-US']],
      ['nl-NL', ['nl-NL', 'en-GB']],
      ['en-US', ['en-US']],
      ['en-US', ['en-US']],
    ]);
  });
});
