/**
 * Every console call refuses whoever it is not for (issue 18, "Security"): without a session
 * 401 loginRequired; a site member 403; a session without its X-XSRF-Token header 403; a
 * viewer's write 403 (the server refuses, not only the UI); and the session cookie is HttpOnly
 * and SameSite. One table, exact statuses and bodies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/messages';
import { createRoleApp, ORIGIN, type RoleApp } from './support/role-app';

let server: RoleApp;
const ORDER = '00000000-0000-4000-8000-0000000000aa';

beforeAll(async () => {
  server = await createRoleApp();
  await server.db.query(
    `INSERT INTO form_submissions (id, form_key, form_id, fields, visitor)
     VALUES ('s1', 's1', 'contact', '{"email":"a@example.com"}', 'v')`,
  );
  await server.db.query(
    `INSERT INTO commerce_orders (id, cart_id, idempotency_key, email, status, currency_code,
       subtotal_cents, discount_cents, shipping_cost_cents, tax_cents, grand_total_cents, coupons,
       payment_reference, lines)
     VALUES ($1, $1, $1, 'b@example.com', 'paid', 'EUR', 0, 0, 0, 0, 0, '[]', 'p', '[]')`,
    [ORDER],
  );
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const reads = [
  '/api/console/forms',
  '/api/console/settings',
  '/api/form/submissions?formId=contact',
  '/api/form/submissions/s1',
  '/api/form/submissions.csv?formId=contact',
  '/api/commerce/orders',
  `/api/commerce/orders/${ORDER}`,
  '/api/commerce/orders.csv',
  '/api/consent/records',
  '/api/consent/records.csv',
  '/api/analytics/traffic',
  '/api/analytics/pages',
  '/api/analytics/referrers',
  '/api/analytics/forms',
  '/api/analytics/web-vitals',
  '/api/analytics/errors',
].map((path) => ['GET', path, undefined] as const);

const banner = {
  isCookieBannerEnabled: true,
  cookieBannerText: '<p>Cookies.</p>',
  cookieBannerCtaText: 'Accept',
  cookieBannerOptOutCtaText: 'Decline',
  cookieBannerPosition: 'BOTTOM',
  cookieBannerTheme: 'DARK',
  cookieBannerVariant: 'BAR',
  cookieBannerCtaVariant: 'BUTTON',
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  isRestrictiveCookiePolicyEnabled: false,
  isRestrictiveCookiePolicyAbsolute: false,
  isActivityLogEnabled: true,
  isAnalyticsCookiesDisabled: false,
  isVisitorDataRestricted: false,
};
const popup = {
  enableMobile: true,
  showUntilSignup: false,
  displayFrequency: 1,
  delaySeconds: 0,
  title: 'Hello',
};

const writes = [
  ['PUT', '/api/console/settings/cookie-banner', banner],
  ['PUT', '/api/console/settings/popup', popup],
  ['PATCH', `/api/commerce/orders/${ORDER}`, { status: 'fulfilled' }],
  ['PUT', '/api/site-header-footer', { header: '<p>Header</p>' }],
  ['PUT', '/api/multilingual/languages', { languages: ['en'] }],
  ['PUT', '/api/console/settings/languages', { defaultLanguage: 'en', languages: ['en'] }],
] as const;

const loginRequired = [401, { loginRequired: true, error: 'Login required.' }];
const xsrfFail = [403, { authorizationFail: true, error: messages.xsrfFail }];
const ownerOnly = [403, { authorizationFail: true, error: 'Only the site owner may do this.' }];
const contributorsOnly = [
  403,
  { authorizationFail: true, error: 'Only the site owner and contributors may do this.' },
];

describe('every console call refuses who it is not for', () => {
  it.each([...reads, ...writes])('%s %s', async (method, path, json) => {
    const as = async (options: Parameters<RoleApp['call']>[2]) => {
      const answer = await server.call(method, path, { json, ...options });
      return [answer.status, answer.body];
    };
    const write = method !== 'GET';
    expect({
      anonymous: await as({}),
      member: await as({ role: 'member' }),
      ownerWithoutXsrf: await as({ role: 'owner', xsrf: false }),
      viewerWithoutXsrf: await as({ role: 'viewer', xsrf: false }),
      viewer: write ? await as({ role: 'viewer' }) : (await as({ role: 'viewer' }))[0],
      owner: (await as({ role: 'owner' }))[0],
    }).toEqual({
      anonymous: loginRequired,
      member: write ? ownerOnly : contributorsOnly,
      ownerWithoutXsrf: xsrfFail,
      viewerWithoutXsrf: xsrfFail,
      viewer: write ? ownerOnly : 200,
      owner: 200,
    });
  });
});

describe('the session cookie', () => {
  it('is HttpOnly and SameSite=Lax', async () => {
    const page = await server.app.request(`${ORIGIN}/`);
    const crumb = /crumb=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')![1]!;
    const answer = await server.app.request(`${ORIGIN}/api/site-users/account/session`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `crumb=${crumb}`,
        'x-csrf-token': crumb,
      },
      body: JSON.stringify({
        email: 'viewer@example.com',
        password: 'a password for every role',
        rememberMe: true,
      }),
    });
    const cookie = answer.headers.get('set-cookie')!;
    expect(cookie).toMatch(
      /^tessera-session=[\w-]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/,
    );
  });
});
