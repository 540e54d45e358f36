/**
 * A shopper's account from the order-confirmed page (issue 14): only the browser that bought the
 * order, within 24 hours; the order's email, a password by the password change's rules, no
 * second account for an email; logged in at once; the login throttle's waits; the page's own
 * form without script. Every refusal is an exact 4xx.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/server';
import { buyEbook } from './support/buy-ebook';
import { type Client, createClient } from './support/client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const PASSWORD = 'correct horse battery';
const notOwner = {
  error:
    'Only the shopper who placed this order, in the browser that placed it, can create its account within 24 hours of the purchase.',
};
const exists = {
  error: 'An account with this email already exists. Please log in with its password.',
};

/** A browser that bought the photo e-book as `email` (support/buy-ebook). */
const buyer = (email: string) => buyEbook(server.url, email);

const createAccount = (client: Client, orderId: string, json: unknown = { password: PASSWORD }) =>
  client.call('POST', `/api/commerce/orders/${encodeURIComponent(orderId)}/account`, { json });

const result = (answer: { status: number; body: unknown }) => [answer.status, answer.body];

async function accountRows(email: string) {
  return server.query<{ role: string; scrypt: boolean }>(
    "SELECT role, password_hash LIKE 'scrypt$%' AS scrypt FROM accounts WHERE email = $1",
    [email],
  );
}

describe('POST /api/commerce/orders/{id}/account', () => {
  it("makes the order's email a logged-in member account, for the browser that bought it", async () => {
    const { client, orderId, setCookies } = await buyer('Grace.Hopper@Example.com');
    // The checkout moved the bought cart's token to the order cookie: HttpOnly, for 24 hours.
    expect([client.cookies.has('ss_cart'), client.cookies.get('tessera-order')?.length]).toEqual([
      false,
      32,
    ]);
    expect(setCookies.find((line) => line.startsWith('tessera-order='))).toMatch(
      /^tessera-order=[A-Za-z0-9_-]{32}; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const answer = await createAccount(client, orderId);
    expect(answer.status).toBe(201);
    const body = answer.body as { accountId: string; email: string; xsrfToken: string };
    expect([body.email, answer.headers.get('cache-control')]).toEqual([
      'grace.hopper@example.com',
      'no-store',
    ]);
    expect(
      answer.headers.getSetCookie().find((line) => line.startsWith('tessera-session=')),
    ).toMatch(/^tessera-session=[A-Za-z0-9_-]{32}; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await accountRows('grace.hopper@example.com')).toEqual([
      { role: 'member', scrypt: true },
    ]);
    // The session opens a members-only page; a browser without it is refused.
    expect((await client.visit('/members.html')).status).toBe(200);
    expect((await createClient(server.url).visit('/members.html')).status).toBe(403);
    // And the password logs in.
    const login = createClient(server.url);
    await login.visit();
    const session = await login.call('POST', '/api/site-users/account/session', {
      json: { email: 'grace.hopper@example.com', password: PASSWORD },
    });
    expect([session.status, (session.body as { accountId: string }).accountId]).toEqual([
      200,
      body.accountId,
    ]);
  });

  it('refuses another browser (403), an unknown or tampered order id (404), an old order (403)', async () => {
    const { client, orderId } = await buyer('ada@example.com');
    const stranger = createClient(server.url);
    await stranger.visit();
    expect(result(await createAccount(stranger, orderId))).toEqual([403, notOwner]);
    // A browser with its own order's cookie owns that order, not this one.
    const other = await buyer('other@example.com');
    expect(result(await createAccount(other.client, orderId))).toEqual([403, notOwner]);
    // A cookie of another shape is no cookie.
    stranger.cookies.set('tessera-order', `${client.cookies.get('tessera-order')}x`);
    expect(result(await createAccount(stranger, orderId))).toEqual([403, notOwner]);
    const noOrder = { error: 'No order has this number.' };
    expect(result(await createAccount(client, 'no-such-order'))).toEqual([404, noOrder]);
    expect(result(await createAccount(client, `${orderId}x`))).toEqual([404, noOrder]);
    expect(result(await createAccount(client, 'x'.repeat(200)))).toEqual([404, noOrder]);
    await server.query(
      "UPDATE commerce_orders SET created_at = now() - interval '25 hours' WHERE id = $1",
      [orderId],
    );
    expect(result(await createAccount(client, orderId))).toEqual([403, notOwner]);
    expect(await accountRows('ada@example.com')).toEqual([]);
  });

  it("applies the password change's rules: at least 12 characters, at most 1024, text", async () => {
    const { client, orderId } = await buyer('rules@example.com');
    const tooShort = { error: 'The new password must be at least 12 characters long.' };
    expect(result(await createAccount(client, orderId, { password: 'short' }))).toEqual([
      400,
      tooShort,
    ]);
    // Characters are code points: 11 emoji are 22 UTF-16 units, still too short.
    expect(result(await createAccount(client, orderId, { password: '🔑'.repeat(11) }))).toEqual([
      400,
      tooShort,
    ]);
    const long = await createAccount(client, orderId, { password: 'x'.repeat(1025) });
    expect(long.status).toBe(400);
    const unknown = await createAccount(client, orderId, { password: PASSWORD, email: 'a@b.c' });
    expect(unknown.status).toBe(400);
    expect((await createAccount(client, orderId, {})).status).toBe(400);
    expect(await accountRows('rules@example.com')).toEqual([]);
    expect((await createAccount(client, orderId, { password: '🔑'.repeat(12) })).status).toBe(201);
  });

  it('refuses an email that already has an account (409), the owner included', async () => {
    const first = await buyer('twice@example.com');
    expect((await createAccount(first.client, first.orderId)).status).toBe(201);
    expect(result(await createAccount(first.client, first.orderId))).toEqual([409, exists]);
    const second = await buyer('TWICE@example.com');
    expect(result(await createAccount(second.client, second.orderId))).toEqual([409, exists]);
    const owner = await buyer(server.ownerEmail);
    expect(result(await createAccount(owner.client, owner.orderId))).toEqual([409, exists]);
    const [row] = await server.query<{ role: string }>(
      'SELECT role FROM accounts WHERE email = $1',
      [server.ownerEmail],
    );
    expect(row).toEqual({ role: 'owner' });
  });

  it('makes one account when the form is sent twice at once: 201 and 409', async () => {
    const { client, orderId } = await buyer('twice-at-once@example.com');
    const answers = await Promise.all([
      createAccount(client, orderId),
      createAccount(client, orderId),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await accountRows('twice-at-once@example.com')).toEqual([
      { role: 'member', scrypt: true },
    ]);
  });

  it('needs the crumb (401 crumbFail) and waits under the login throttle (429)', async () => {
    const { client, orderId } = await buyer('throttled@example.com');
    const noCrumb = await client.call('POST', `/api/commerce/orders/${orderId}/account`, {
      json: { password: PASSWORD },
      crumb: false,
    });
    expect(result(noCrumb)).toEqual([401, { crumbFail: true, error: 'crumbFail' }]);
    // Ten failed logins of the email a moment ago (login-throttle.ts: 5 free, then 1 s doubling):
    // 32 s to wait, and creating its account waits as a login would.
    const key = `account:${createHash('sha256').update('throttled@example.com').digest('base64url').slice(0, 22)}`;
    await server.query(
      'INSERT INTO login_failures (key, failures, last_failure_at) VALUES ($1, 10, $2)',
      [key, Date.now()],
    );
    const answer = await createAccount(client, orderId);
    const wait = Number(answer.headers.get('retry-after'));
    expect([answer.status, wait >= 30 && wait <= 32, answer.body]).toEqual([
      429,
      true,
      { error: 'Too many login attempts. Please wait before trying again.', retryAfter: wait },
    ]);
    expect(await accountRows('throttled@example.com')).toEqual([]);
  });
});

describe('the order-confirmed page', () => {
  const page = async (client: Client, orderId: string) =>
    (await client.visit(`/commerce/orders/${orderId}/confirmed`)).text;

  it('offers the form to the buyer only, with the script; then says who is logged in', async () => {
    const { client, orderId } = await buyer('page@example.com');
    const html = await page(client, orderId);
    expect(html).toContain('<script type="module" src="/tessera/tessera.js"></script>');
    expect(html).toContain(
      `<section class="section" data-block="order-account" data-block-config='{"orderId":"${orderId}"}' aria-labelledby="order-account-heading">`,
    );
    expect(html).toContain(
      '<input id="order-account-email" type="email" value="page@example.com" autocomplete="username" readonly>',
    );
    const stranger = createClient(server.url);
    const other = await page(stranger, orderId);
    // Anyone else sees the order on the site's page, without the account part or the email.
    expect([
      other.includes('is confirmed.'),
      other.includes('data-block="order-account"'),
      other.includes('page@example.com'),
    ]).toEqual([true, false, false]);
    expect((await createAccount(client, orderId)).status).toBe(201);
    const after = await page(client, orderId);
    expect([after.includes('data-block-config'), after.includes('<form')]).toEqual([false, false]);
    expect(after).toContain(
      '<p role="status" tabindex="-1" data-order-account-status>You are logged in as page@example.com.</p>',
    );
  });

  it('takes its own form without script: the page says the account is made, or why not', async () => {
    const { client, orderId } = await buyer('native@example.com');
    const send = (form: Record<string, string>, headers = { 'sec-fetch-site': 'same-origin' }) =>
      client.call('POST', `/commerce/orders/${orderId}/confirmed`, { form, headers, crumb: false });
    const crumb = client.cookies.get('crumb')!;
    const foreign = await send({ crumb, password: PASSWORD }, { 'sec-fetch-site': 'cross-site' });
    expect(foreign.status).toBe(403);
    expect(foreign.text).toContain(
      '<p role="alert" tabindex="-1" data-order-account-status>This form can only be sent from its own page. Please go back and try again.</p>',
    );
    expect((await send({ crumb: 'x'.repeat(24), password: PASSWORD })).status).toBe(403);
    const weak = await send({ crumb, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.text).toContain(
      'aria-describedby="order-account-password-hint order-account-error" data-order-account-password aria-invalid="true"></p>',
    );
    expect(weak.text).toContain(
      '<p class="form-error" id="order-account-error" role="alert" data-order-account-error>The new password must be at least 12 characters long.</p>',
    );
    const made = await send({ crumb, password: PASSWORD });
    expect(made.status).toBe(200);
    expect(made.text).toContain(
      '<p role="status" tabindex="-1" data-order-account-status>Your account is created: you are logged in as native@example.com.</p>',
    );
    expect(made.text).not.toContain('<form');
    expect(client.cookies.has('tessera-session')).toBe(true);
    const again = await send({ crumb, password: PASSWORD });
    expect(again.status).toBe(409);
    expect(again.text).toContain(exists.error);
  });
});
