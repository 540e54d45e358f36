// @vitest-environment jsdom
/**
 * The consent settings' known keys and CookieSettingsInput agree (tsc checks the table with
 * `satisfies ConfigKeys`, this checks it against the resolved settings), typos are type errors,
 * and the script build's controller warns of unknown keys and values in #tessera-consent.
 */
import { type BlockContext, createEventBus, type TesseraEvents } from '@tessera/runtime';
import { resetMarkupWarnings } from '@tessera/runtime/testing';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { type CookieSettingsInput, normalizeCookieSettings } from '../src/cookie-settings';
import { cookieSettingsKeys, cookieSettingsMistakes } from '../src/cookie-settings-keys';
import { startCookieConsent } from '../src/start-cookie-consent';

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the consent settings’ known keys', () => {
  it('are exactly the keys of CookieSettingsInput (checked by tsc)', () => {
    expectTypeOf<keyof typeof cookieSettingsKeys>().toEqualTypeOf<keyof CookieSettingsInput>();
  });

  it('are the resolved settings’ keys and the messages, nothing else', () => {
    expect(Object.keys(cookieSettingsKeys).sort()).toEqual(
      [...Object.keys(normalizeCookieSettings({})), 'messages'].sort(),
    );
  });

  it('make a misspelt key or value a type error', () => {
    // @ts-expect-error a misspelt key
    const key: CookieSettingsInput = { isCookieBanerEnabled: true };
    // @ts-expect-error a value the setting does not take
    const value: CookieSettingsInput = { cookieBannerTheme: 'DARKK' };
    expect([key, value]).toEqual([{ isCookieBanerEnabled: true }, { cookieBannerTheme: 'DARKK' }]);
  });

  it('find unknown keys, values of the wrong kind and unknown values (case-insensitively)', () => {
    expect(
      cookieSettingsMistakes({
        isCookieBanerEnabled: true,
        waitForConsent: 'no',
        cookieBannerVariant: 'popup',
        cookieBannerTheme: 'darkk',
        isCookieBannerEnabled: 'true',
      }),
    ).toEqual([
      { kind: 'unknown-key', key: 'isCookieBanerEnabled' },
      { kind: 'wrong-kind', key: 'waitForConsent', value: 'no', rule: ['flag'] },
      {
        kind: 'unknown-value',
        key: 'cookieBannerTheme',
        value: 'darkk',
        allowed: ['LIGHT', 'DARK'],
      },
    ]);
  });
});

describe('the script build’s consent controller', () => {
  it('warns once of each mistake in #tessera-consent, naming the element and the docs', async () => {
    resetMarkupWarnings();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.head.innerHTML =
      '<script type="application/json" id="tessera-consent">{"isCookieBanerEnabled": true}</script>';
    const context: BlockContext = {
      name: 'cookie-banner',
      page: {},
      api: { post: vi.fn(() => Promise.resolve({})) } as unknown as BlockContext['api'],
      events: createEventBus<TesseraEvents>(),
    };
    const controller = startCookieConsent(document, context, true);
    await vi.waitFor(() => expect(warn.mock.calls.length).toEqual(1));
    expect(warn.mock.calls[0]?.[0]).toEqual(
      '[tessera] Unknown key "isCookieBanerEnabled" in the configuration of block "cookie-banner": did you mean "isCookieBannerEnabled"? (at #tessera-consent; see docs/markup.md#consent-configuration)',
    );
    controller.destroy();
  });
});
