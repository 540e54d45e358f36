/**
 * The console's site settings (issue 18): read as the next page load uses them, the cookie banner
 * and the popup saved whole with the editor's field messages, and the next page's context
 * showing what was saved.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDir } from '../../../tests/support/server';
import { createRoleApp, ORIGIN, type RoleApp } from './support/role-app';

const site = JSON.parse(readFileSync(`${siteDir}/site.json`, 'utf8'));
let server: RoleApp;

beforeAll(async () => {
  server = await createRoleApp();
}, 180_000);
afterAll(async () => {
  await server?.close();
});

/** The page context of a page as a visitor loads it. */
interface SettingsContext {
  website: { language?: unknown; languages?: unknown };
  cookieSettings: unknown;
  websiteSettings: { popupOverlaySettings?: unknown; storeSettings?: unknown };
}

async function pageContext(path = '/'): Promise<SettingsContext> {
  const html = await (await server.app.request(`${ORIGIN}${path}`)).text();
  const json = /<script type="application\/json" id="tessera-context">(.*?)<\/script>/s.exec(html);
  return JSON.parse(json![1]!);
}

const banner = {
  isCookieBannerEnabled: true,
  cookieBannerText: '<p>We bake cookies; the analytics ones wait for your yes.</p>',
  cookieBannerCtaText: 'Yes please',
  cookieBannerOptOutCtaText: 'No thanks',
  cookieBannerPosition: 'TOP_RIGHT',
  cookieBannerTheme: 'LIGHT',
  cookieBannerVariant: 'POPUP',
  cookieBannerCtaVariant: 'TEXT',
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  isRestrictiveCookiePolicyEnabled: true,
  isRestrictiveCookiePolicyAbsolute: false,
  isActivityLogEnabled: true,
  isAnalyticsCookiesDisabled: true,
  isVisitorDataRestricted: false,
};

const popup = {
  enableMobile: false,
  showUntilSignup: true,
  displayFrequency: 7,
  delaySeconds: 2,
  showOnPages: ['index.html'],
  formId: 'newsletter',
  title: 'Letters, twice a month now',
  body: 'Prints and notes.',
  submitButtonText: 'Sign me up',
};

describe('GET /api/console/settings', () => {
  it('answers site.json’s settings before anything is saved', async () => {
    const answer = await server.call('GET', '/api/console/settings', { role: 'viewer' });
    expect([answer.status, answer.body]).toEqual([
      200,
      {
        cookieSettings: site.cookieSettings,
        popupOverlaySettings: site.websiteSettings.popupOverlaySettings,
        headerFooter: { header: '', footer: '' },
        languages: { defaultLanguage: site.website.language, languages: [site.website.language] },
      },
    ]);
  });
});

describe('what GET answers can be saved back as it is', () => {
  it('site.json’s banner and popup round-trip (the popup’s version is the server’s)', async () => {
    const { body } = await server.call('GET', '/api/console/settings', { role: 'owner' });
    const { cookieSettings, popupOverlaySettings } = body as Record<string, object>;
    const savedBanner = await server.call('PUT', '/api/console/settings/cookie-banner', {
      role: 'owner',
      json: cookieSettings,
    });
    const savedPopup = await server.call('PUT', '/api/console/settings/popup', {
      role: 'owner',
      json: popupOverlaySettings,
    });
    expect([savedBanner.status, savedBanner.body, savedPopup.status, savedPopup.body]).toEqual([
      200,
      site.cookieSettings,
      200,
      site.websiteSettings.popupOverlaySettings,
    ]);
  });
});

describe('PUT /api/console/settings/cookie-banner', () => {
  it('saves the whole object; the next page load’s context has it', async () => {
    const saved = await server.call('PUT', '/api/console/settings/cookie-banner', {
      role: 'owner',
      json: banner,
    });
    expect([saved.status, saved.body]).toEqual([200, banner]);
    expect((await pageContext('/')).cookieSettings).toEqual(banner);
    const read = await server.call('GET', '/api/console/settings', { role: 'owner' });
    expect((read.body as { cookieSettings: unknown }).cookieSettings).toEqual(banner);
  });

  it('names each field at fault with the editor’s message, and saves nothing', async () => {
    const answer = await server.call('PUT', '/api/console/settings/cookie-banner', {
      role: 'owner',
      json: {
        ...banner,
        cookieBannerText: '<p></p>',
        cookieBannerCtaText: 'x'.repeat(101),
        cookieBannerOptOutCtaText: '',
        cookieBannerVariant: 'BAR',
        cookieBannerTheme: 'PINK',
        isRestrictiveCookiePolicyAbsolute: 'yes',
        shade: 1,
        isVisitorDataRestricted: undefined,
      },
    });
    expect([answer.status, answer.body]).toEqual([
      400,
      {
        error:
          'Some settings are not valid: shade, isRestrictiveCookiePolicyAbsolute, isVisitorDataRestricted, cookieBannerText, cookieBannerCtaText, ….',
        fieldErrors: {
          shade: 'This is not a setting of this form.',
          isRestrictiveCookiePolicyAbsolute: 'Must be true or false.',
          isVisitorDataRestricted: 'This field is required.',
          cookieBannerText: 'This field is required.',
          cookieBannerCtaText: 'You have exceeded the character limit.',
          cookieBannerOptOutCtaText: 'This field is required.',
          cookieBannerPosition: 'TOP_RIGHT is not one of the expected options',
          cookieBannerTheme: 'PINK is not one of the expected options',
        },
      },
    ]);
    expect((await pageContext('/')).cookieSettings).toEqual(banner);
  });

  it('refuses a body that is not an object', async () => {
    const answer = await server.call('PUT', '/api/console/settings/cookie-banner', {
      role: 'owner',
      json: [banner],
    });
    expect(answer.status).toBe(400);
  });
});

describe('PUT /api/console/settings/popup', () => {
  it('saves the schedule and texts; bumpVersion raises the version once per save', async () => {
    const first = await server.call('PUT', '/api/console/settings/popup', {
      role: 'owner',
      json: { ...popup, version: 99 },
    });
    expect([first.status, first.body]).toEqual([200, { ...popup, version: 1 }]);
    const bumped = await server.call('PUT', '/api/console/settings/popup', {
      role: 'owner',
      json: { ...popup, showOnPages: null, bumpVersion: true },
    });
    const expected = { ...popup, showOnPages: null, version: 2 };
    expect([bumped.status, bumped.body]).toEqual([200, expected]);
    const context = await pageContext('/store.html');
    expect(context.websiteSettings.popupOverlaySettings).toEqual(expected);
    expect(context.websiteSettings.storeSettings).toEqual(site.websiteSettings.storeSettings);
  });

  it('names a page the site does not have, a form it does not have, and a bad schedule', async () => {
    const answer = await server.call('PUT', '/api/console/settings/popup', {
      role: 'owner',
      json: {
        ...popup,
        showOnPages: ['index.html', '/nowhere.html'],
        formId: 'survey',
        displayFrequency: -2,
        delaySeconds: 1.5,
        title: ' ',
        bumpVersion: 'yes',
      },
    });
    expect([answer.status, answer.body]).toEqual([
      400,
      {
        error:
          'Some settings are not valid: bumpVersion, displayFrequency, delaySeconds, showOnPages, formId, ….',
        fieldErrors: {
          bumpVersion: 'Must be true or false.',
          displayFrequency: 'Must be a whole number from -1 to 3650.',
          delaySeconds: 'Must be a whole number from 0 to 3600.',
          showOnPages: '/nowhere.html is not a valid page URL',
          formId: 'survey is not one of the expected options',
          title: 'This field is required.',
        },
      },
    ]);
  });
});

describe('two popup saves at once', () => {
  it('both bumps count: the version is worked out in the one upsert', async () => {
    const before = await server.call('GET', '/api/console/settings', { role: 'owner' });
    const { version } = (before.body as { popupOverlaySettings: { version: number } })
      .popupOverlaySettings;
    const saves = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        server.call('PUT', '/api/console/settings/popup', {
          role: 'owner',
          // Four bumps and two plain saves, interleaved: a plain save keeps the bumps before it.
          json: { ...popup, bumpVersion: index % 3 !== 2 },
        }),
      ),
    );
    expect(saves.map((save) => save.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const versions = saves.map((save) => (save.body as { version: number }).version);
    // Each bump answers a version of its own; the last stored is four above the start.
    const bumped = versions.filter((_, index) => index % 3 !== 2);
    expect(new Set(bumped).size).toBe(4);
    expect(Math.max(...versions)).toBe(version + 4);
    const context = await pageContext('/');
    expect(context.websiteSettings.popupOverlaySettings).toEqual({
      ...popup,
      version: version + 4,
    });
  });
});

describe('PUT /api/console/settings/languages', () => {
  it('saves the default and the available ones; the next page load reports the default', async () => {
    const saved = await server.call('PUT', '/api/console/settings/languages', {
      role: 'owner',
      json: { defaultLanguage: 'fr-fr', languages: ['en-US', 'fr-FR', 'de', 'fr-FR'] },
    });
    const expected = { defaultLanguage: 'fr-FR', languages: ['fr-FR', 'en-US', 'de'] };
    expect([saved.status, saved.body]).toEqual([200, expected]);
    const read = await server.call('GET', '/api/console/settings', { role: 'viewer' });
    expect((read.body as { languages: unknown }).languages).toEqual(expected);
    const multilingual = await server.call('GET', '/api/multilingual/settings');
    expect(multilingual.body).toEqual({ enabled: true, ...expected });
    const page = await (await server.app.request(`${ORIGIN}/contact.html`)).text();
    expect(/<html[^>]*>/.exec(page)?.[0]).toBe('<html lang="fr-FR">');
    expect((await pageContext('/contact.html')).website).toEqual({
      ...site.website,
      language: 'fr-FR',
      languages: ['fr-FR', 'en-US', 'de'],
    });
  });

  it('names each field at fault with the editor’s message, and saves nothing', async () => {
    const cases = [
      [
        { defaultLanguage: 'it', languages: ['en-US', 'xx-<b>'], region: 'EU' },
        {
          region: 'This is not a setting of this form.',
          languages: 'xx-<b> is not one of the expected options',
        },
      ],
      [
        { defaultLanguage: 'it', languages: ['en-US'] },
        { defaultLanguage: 'it is not one of the expected options' },
      ],
      [
        { defaultLanguage: '', languages: [] },
        { languages: 'This field is required.', defaultLanguage: 'This field is required.' },
      ],
      [
        { defaultLanguage: 'en', languages: 'en' },
        { languages: 'en is not one of the expected options' },
      ],
      [
        {
          defaultLanguage: 'en',
          languages: Array.from({ length: 21 }, (_, index) => `en-${100 + index}`),
        },
        { languages: 'Choose at most 20 languages.' },
      ],
    ] as const;
    for (const [json, fieldErrors] of cases) {
      const answer = await server.call('PUT', '/api/console/settings/languages', {
        role: 'owner',
        json,
      });
      expect([answer.status, (answer.body as { fieldErrors: unknown }).fieldErrors]).toEqual([
        400,
        fieldErrors,
      ]);
    }
    expect((await pageContext('/')).website.language).toBe('fr-FR');
  });
});
