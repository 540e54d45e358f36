import { describe, expect, it } from 'vitest';
import { COMMENT_COUNT_SCRIPT_ID, commentCountScriptUrl } from '../src/comment-counts';
import {
  fontsRequireConsent,
  GOOGLE_FONTS_STYLESHEET,
  googleFontsUrl,
  missingTypekitFonts,
  TYPEKIT_HOST,
  typekitKitUrl,
} from '../src/fonts';
import { chromeMessages } from '../src/messages';

describe('the Google Fonts stylesheet URL', () => {
  it('has one family parameter per font, in order, then display=swap', () => {
    expect(GOOGLE_FONTS_STYLESHEET).toBe('https://fonts.googleapis.com/css2');
    expect(
      googleFontsUrl([
        { includeName: 'Lora:ital,wght@0,400;1,400' },
        { includeName: 'Work Sans:wght@400;600' },
      ]),
    ).toBe(
      'https://fonts.googleapis.com/css2?family=Lora%3Aital%2Cwght%400%2C400%3B1%2C400&family=Work+Sans%3Awght%40400%3B600&display=swap',
    );
    expect(
      new URL(googleFontsUrl([{ includeName: 'A' }, { includeName: 'B C' }])!).searchParams.getAll(
        'family',
      ),
    ).toEqual(['A', 'B C']);
  });

  it('skips fonts without a usable includeName, and has no URL without any', () => {
    expect(
      googleFontsUrl([
        { includeName: '' },
        { includeName: 5 },
        null,
        'Lora',
        { includeName: ' Lora ' },
      ]),
    ).toBe('https://fonts.googleapis.com/css2?family=Lora&display=swap');
    for (const fonts of [[], [{}], undefined, null, {}, 'Lora']) {
      expect(googleFontsUrl(fonts)).toBeUndefined();
    }
  });

  it('takes another stylesheet endpoint (a proxy, a self-hosted copy)', () => {
    expect(googleFontsUrl([{ includeName: 'Lora' }], 'https://fonts.example/css2')).toBe(
      'https://fonts.example/css2?family=Lora&display=swap',
    );
  });
});

describe('the Typekit kit', () => {
  it('is <host>/<kit id>.css for a kit id of letters and digits', () => {
    expect(TYPEKIT_HOST).toBe('https://use.typekit.net');
    expect(typekitKitUrl('abc1xyz')).toBe('https://use.typekit.net/abc1xyz.css');
    for (const id of ['', '../x', 'a b', 'a.css', null, undefined, 7]) {
      expect(typekitKitUrl(id)).toBeUndefined();
    }
  });

  it('names the fonts the kit no longer holds, in order, with the spec’s message', () => {
    const families = new Set(['proxima-nova', 'museo-sans']);
    expect(
      missingTypekitFonts(
        [
          { id: 'proxima-nova', variations: ['n4'] },
          { id: 'brandon-grotesque', variations: ['n7'] },
          { id: 'Museo-Sans' },
          { id: '' },
          { variations: ['n4'] },
          'futura-pt',
          { id: 'futura-pt' },
        ],
        families,
      ),
    ).toEqual(['brandon-grotesque', 'futura-pt']);
    expect(missingTypekitFonts(undefined, families)).toEqual([]);
    expect(chromeMessages.typekitFontMissing).toBe('Requested font no longer in Typekit');
  });

  it('waits for consent only when the site says so', () => {
    expect(fontsRequireConsent({ websiteSettings: { fontsRequireConsent: true } })).toBe(true);
    for (const value of [false, 'true', 1, undefined]) {
      expect(fontsRequireConsent({ websiteSettings: { fontsRequireConsent: value } })).toBe(false);
    }
    expect(fontsRequireConsent({})).toBe(false);
  });
});

describe('the comment-count script', () => {
  it('is the short name’s count.js when comments are enabled', () => {
    expect(
      commentCountScriptUrl({ disqusShortname: 'Tessera-Studio', commentsEnabled: true }),
    ).toBe('https://tessera-studio.disqus.com/count.js');
    expect(COMMENT_COUNT_SCRIPT_ID).toBe('dsq-count-scr');
  });

  it('is not loaded without comments enabled or a well-formed short name', () => {
    for (const settings of [
      { disqusShortname: 'studio', commentsEnabled: false },
      { disqusShortname: 'studio' },
      { disqusShortname: 'studio', commentsEnabled: 'true' },
      { disqusShortname: null, commentsEnabled: true },
      { disqusShortname: '', commentsEnabled: true },
      { disqusShortname: 'evil.example/x', commentsEnabled: true },
      { disqusShortname: 'a b', commentsEnabled: true },
      undefined,
      null,
    ]) {
      expect(commentCountScriptUrl(settings)).toBeUndefined();
    }
  });
});
