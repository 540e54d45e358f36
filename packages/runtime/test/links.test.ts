import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyLink,
  isCollectionPanelLink,
  isPageId,
  isProperMailtoLink,
  isProperTelLink,
  isProperUrl,
  isValidAnchorLink,
  isValidBlogUrlFormat,
  isValidFtpLink,
  isValidInternalUrl,
  isValidJavascriptLink,
  isValidMailtoLink,
  isValidSmsLink,
  isValidTelLink,
  LINK_LIMITS,
  linkRuleViolation,
  toUrlSafe,
} from '../src/model/links';

const CATEGORIES = [
  'anchor',
  'content',
  'file',
  'external',
  'empty',
  'misc-protocol',
  'malformed-protocol',
];

describe('classifyLink (spec 002 §2)', () => {
  it.each([
    ['#top', 'anchor'],
    ['/about', 'content'],
    ['/s/brochure.pdf', 'file'],
    ['https://example.com', 'external'],
    ['HTTP://EXAMPLE.COM', 'external'],
    ['//cdn.example.com/x', 'external'],
    ['example.com', 'external'],
    ['', 'empty'],
    ['   ', 'empty'],
    [null, 'empty'],
    [undefined, 'empty'],
    ['mailto:a@b.co', 'misc-protocol'],
    ['tel:+15551234', 'misc-protocol'],
    ['sms:5551234', 'misc-protocol'],
    ['javascript:void(0)', 'misc-protocol'],
    ['http:/example.com', 'malformed-protocol'],
    ['https:example.com', 'malformed-protocol'],
    ['ftp:files.example.com', 'malformed-protocol'],
    ['ftp://files.example.com', 'external'],
    ['FTPS://files.example.com', 'external'],
    ['ftps:files.example.com', 'malformed-protocol'],
    ['WEB+app.x-y:thing', 'misc-protocol'],
    ['1abc:thing', 'external'],
    ['/s', 'content'],
    ['/S/x.pdf', 'content'],
    ['s/x.pdf', 'external'],
    ['/about\u0000 ', 'content'],
  ])('%j is %s', (href, category) => {
    expect(classifyLink(href)).toBe(category);
  });

  it('gives one of the seven categories for any input, never throwing (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.constantFrom('#', '/', '/s/', 'http:', 'tel:', '/\\x', '\tjava\nscript:x'),
        ),
        (href) => {
          expect(CATEGORIES).toContain(classifyLink(href));
        },
      ),
      { numRuns: 300 },
    );
  }, 20_000);

  it('a content or file link stays on the site, as the browser resolves it (property)', () => {
    fc.assert(
      fc.property(fc.string(), (rest) => {
        for (const href of [`/${rest}`, rest]) {
          const category = classifyLink(href);
          if (category === 'content' || category === 'file') {
            expect(new URL(href, 'https://site.test/a/').origin).toBe('https://site.test');
          }
        }
        expect(classifyLink(`#${rest}`)).toBe('anchor');
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['/\\evil.test', 'external'],
    ['\\\\evil.test', 'external'],
    ['java\tscript:alert(1)', 'misc-protocol'],
    ['\u0001javascript:alert(1)', 'misc-protocol'],
    [' \n/about ', 'content'],
  ])('reads hostile %j as the browser does: %s', (href, category) => {
    expect(classifyLink(href)).toBe(category);
  });
});

describe('link length rules (spec 002 §5)', () => {
  const sized = (prefix: string, length: number) => prefix + 'a'.repeat(length - prefix.length);
  it.each([
    ['anchor', isValidAnchorLink, '#', LINK_LIMITS.anchor, 100],
    ['tel', isValidTelLink, 'tel:', LINK_LIMITS.tel, 50],
    ['sms', isValidSmsLink, 'sms:', LINK_LIMITS.sms, 1000],
    ['mailto', isValidMailtoLink, 'mailto:', LINK_LIMITS.mailto, 1000],
    ['javascript', isValidJavascriptLink, 'javascript:', LINK_LIMITS.javascript, 250],
    ['ftp', isValidFtpLink, 'ftp:', LINK_LIMITS.ftp, 100],
    ['internal', isValidInternalUrl, '/', LINK_LIMITS.internal, 150],
  ])('%s links must be under %i characters', (_kind, valid, prefix, limit, expected) => {
    expect(limit).toBe(expected);
    expect(valid(sized(prefix, limit - 1))).toBe(true);
    expect(valid(sized(prefix, limit))).toBe(false);
    expect(linkRuleViolation(sized(prefix, limit - 1))).toBeUndefined();
    expect(linkRuleViolation(sized(prefix, limit))).toContain(`under ${limit} characters`);
  });

  it('each rule takes only links of its own kind, its prefix in any case', () => {
    const links = {
      anchor: '#top',
      tel: 'TEL:+1555',
      sms: 'Sms:5551234',
      mailto: 'MailTo:a@b.co',
      javascript: 'JavaScript:void(0)',
      ftp: 'FTP://files.example.com',
      internal: '/about',
    };
    const rules = {
      anchor: isValidAnchorLink,
      tel: isValidTelLink,
      sms: isValidSmsLink,
      mailto: isValidMailtoLink,
      javascript: isValidJavascriptLink,
      ftp: isValidFtpLink,
      internal: isValidInternalUrl,
    };
    for (const [kind, valid] of Object.entries(rules)) {
      const accepted = Object.entries(links)
        .filter(([, href]) => valid(href))
        .map(([name]) => name);
      expect(accepted, kind).toEqual([kind]);
      for (const other of ['https://example.com/', '//cdn.example.com/x', 'about', '']) {
        expect(valid(other), `${kind}: ${other}`).toBe(false);
      }
    }
    expect(isValidInternalUrl('//evil.test/')).toBe(false);
    expect(isValidAnchorLink('/#top')).toBe(false);
  });

  it('names the rule a link breaks, word for word', () => {
    const long = (prefix: string, length: number) => prefix + 'a'.repeat(length);
    expect(linkRuleViolation(long('#', 100))).toBe('A anchor link must be under 100 characters');
    expect(linkRuleViolation(long('TEL:', 50))).toBe('A tel link must be under 50 characters');
    expect(linkRuleViolation(long('sms:', 1000))).toBe('A sms link must be under 1000 characters');
    expect(linkRuleViolation(long('mailto:', 1000))).toBe(
      'A mailto link must be under 1000 characters',
    );
    expect(linkRuleViolation(long('javascript:', 250))).toBe(
      'A javascript link must be under 250 characters',
    );
    expect(linkRuleViolation(long('ftp:', 100))).toBe('A ftp link must be under 100 characters');
    expect(linkRuleViolation(long('/', 150))).toBe('A internal link must be under 150 characters');
    expect(linkRuleViolation(long('//', 150))).toBe(undefined);
  });

  it('proper tel and mailto checks hold only for their own kind', () => {
    expect(isProperTelLink('sms:+15551234')).toBe(false);
    expect(isProperTelLink(`tel:${'1'.repeat(46)}`)).toBe(false);
    expect(isProperTelLink('TEL:+1555')).toBe(true);
    expect(isProperMailtoLink('ann@example.com')).toBe(false);
    expect(isProperMailtoLink(`mailto:a@b.co${'m'.repeat(990)}`)).toBe(false);
    expect(isProperMailtoLink('mailto:ann@.com')).toBe(false);
    expect(isProperMailtoLink('MAILTO:a@b.c')).toBe(true);
  });

  it('links of other kinds have no length rule', () => {
    expect(linkRuleViolation(`https://example.com/${'a'.repeat(3000)}`)).toBeUndefined();
  });

  it('a proper tel has 4 or more digits, plus or minus characters', () => {
    expect(isProperTelLink('tel:+1-555-1234')).toBe(true);
    expect(isProperTelLink('tel:1234')).toBe(true);
    expect(isProperTelLink('tel:123')).toBe(false);
    expect(isProperTelLink('tel:555 1234')).toBe(false);
    expect(isProperTelLink('tel:call-me')).toBe(false);
  });

  it('a proper mailto has exactly one at sign and a dotted extension after it', () => {
    expect(isProperMailtoLink('mailto:ann@example.com')).toBe(true);
    expect(isProperMailtoLink('mailto:ann@example')).toBe(false);
    expect(isProperMailtoLink('mailto:ann@example.')).toBe(false);
    expect(isProperMailtoLink('mailto:a@b@example.com')).toBe(false);
    expect(isProperMailtoLink('mailto:@example.com')).toBe(false);
    expect(isProperMailtoLink('mailto:example.com')).toBe(false);
  });

  it('a proper URL has a host with a top-level domain of 2 to 3 letters', () => {
    expect(isProperUrl('https://example.com/path')).toBe(true);
    expect(isProperUrl('example.io')).toBe(true);
    expect(isProperUrl('https://example.travel')).toBe(false);
    expect(isProperUrl('https://localhost')).toBe(false);
    expect(isProperUrl('https://example.c0m')).toBe(false);
    expect(isProperUrl('http://[::1')).toBe(false);
  });
});

describe('toUrlSafe (spec 002 §5)', () => {
  it.each([
    ['  Hello World  ', 'hello-world'],
    ['a  b', 'a-b'],
    ['Spring/Summer 2026!', 'spring/summer-2026'],
    ['a--b---c', 'a-b-c'],
    ['v1.2..3', 'v123'],
    ['Café Crème', 'cafe-creme'],
    ['', ''],
  ])('%j gives %j', (text, expected) => {
    expect(toUrlSafe(text)).toBe(expected);
  });

  it('gives only lower-case letters, digits, slashes and single hyphens, and is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const safe = toUrlSafe(text);
        expect(safe).toMatch(/^[a-z0-9/-]*$/);
        expect(safe).not.toMatch(/--/);
        expect(toUrlSafe(safe)).toBe(safe);
      }),
    );
  });
});

describe('blog URL format, page ids and panel links', () => {
  it('allows only %y, %m, %d and %t tokens', () => {
    expect(isValidBlogUrlFormat('%y/%m/%d/%t')).toBe(true);
    expect(isValidBlogUrlFormat('blog/%t')).toBe(true);
    expect(isValidBlogUrlFormat('static')).toBe(true);
    expect(isValidBlogUrlFormat('%x/%t')).toBe(false);
    expect(isValidBlogUrlFormat('%t%')).toBe(false);
    expect(isValidBlogUrlFormat('%Y')).toBe(false);
  });

  it('a page id is 24 lowercase alphanumeric characters', () => {
    expect(isPageId('5f1a2b3c4d5e6f7a8b9c0d1e')).toBe(true);
    expect(isPageId('5f1a2b3c4d5e6f7a8b9c0d1')).toBe(false);
    expect(isPageId('5F1A2B3C4D5E6F7A8B9C0D1E')).toBe(false);
    expect(isCollectionPanelLink('/pages/5f1a2b3c4d5e6f7a8b9c0d1e')).toBe(true);
    expect(isCollectionPanelLink('/pages/5f1a2b3c4d5e6f7a8b9c0d1e/x')).toBe(false);
    expect(isCollectionPanelLink('/page/5f1a2b3c4d5e6f7a8b9c0d1e')).toBe(false);
  });
});
