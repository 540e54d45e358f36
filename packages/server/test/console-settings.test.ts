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
async function pageContext(path = '/'): Promise<Record<string, any>> {
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
        isAnalyticsCookiesDisabled: false,
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
          isAnalyticsCookiesDisabled: 'Must equal isRestrictiveCookiePolicyEnabled.',
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
