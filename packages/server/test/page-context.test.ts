import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { injectPageContext, scriptSafeJson } from '../src/page-context';

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
