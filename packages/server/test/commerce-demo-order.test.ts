/**
 * The demo's test order (ServerOptions.demo, `npm start`): store.html's hidden section is shown
 * with the page's crumb only when the demo is on; POST /commerce/demo-order places a paid test
 * order owned by the caller (the order owner cookie a checkout sets) and answers 303 to the
 * confirmed page and its account offer; refusals are exact 4xx pages; a server without the demo
 * answers 404.
 */
import { join } from 'node:path';
import { ProductType } from '@tessera/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasTestPostgres,
  siteDir,
  startTestServer,
  type TestServer,
} from '../../../tests/support/server';
import { createTestPaymentProvider, loadSiteConfig, type TestPaymentProvider } from '../src/index';
import { type Client, createClient } from './support/client';

let plain: TestServer;
let demo: TestServer;
let payments: TestPaymentProvider;
beforeAll(async () => {
  payments = createTestPaymentProvider();
  [plain, demo] = await Promise.all([
    startTestServer(),
    startTestServer({ demo: true, paymentProvider: payments }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([plain?.close(), demo?.close()]);
});

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const SECTION_HIDDEN =
  '<section class="section" aria-labelledby="demo-order-title" data-demo-order hidden>';
const SECTION_SHOWN =
  '<section class="section" aria-labelledby="demo-order-title" data-demo-order>';
const FORM = '<form method="post" action="/commerce/demo-order">';
const REFUSED =
  '<p role="alert">This demo order can only be placed from its own page. Please go back and try again.</p>';

async function visitor(server: TestServer): Promise<Client> {
  const client = createClient(server.url);
  await client.visit('/store.html');
  return client;
}

const order = (
  client: Client,
  form: Record<string, string> = { crumb: client.cookies.get('crumb')! },
  headers: Record<string, string> = SAME_ORIGIN,
) =>
  client.call('POST', '/commerce/demo-order', { form, headers, crumb: false, redirect: 'manual' });

const orderCount = async (server: TestServer) =>
  Number((await server.query<{ n: number }>('SELECT count(*) AS n FROM commerce_orders'))[0]!.n);

describe('without the demo (the default)', () => {
  it('answers 404 and leaves the section hidden, with no crumb in its form', async () => {
    const client = await visitor(plain);
    const page = (await client.visit('/store.html')).text;
    expect([page.includes(SECTION_HIDDEN), page.includes(`${FORM}\n`)]).toEqual([true, true]);
    const answer = await order(client);
    expect([answer.status, answer.text]).toEqual([404, '404 Not Found']);
    expect(await orderCount(plain)).toBe(0);
  });
});

describe('POST /commerce/demo-order with the demo on', () => {
  it("shows store.html's section, its form carrying the page's crumb", async () => {
    const client = createClient(demo.url);
    const page = (await client.visit('/store.html')).text;
    const crumb = client.cookies.get('crumb')!;
    expect(page).toContain(SECTION_SHOWN);
    expect(page).toContain(`${FORM}<input type="hidden" name="crumb" value="${crumb}">`);
    expect(page).not.toContain('data-demo-order hidden');
    // A browser with a crumb already gets the same one in the form and the cookie.
    expect((await client.visit('/store.html')).text).toContain(`value="${crumb}"`);
    expect(client.cookies.get('crumb')).toBe(crumb);
  });

  it("places a paid test order owned by this browser and answers 303 to its confirmed page's offer", async () => {
    const client = await visitor(demo);
    // The shopper's own cart is left as it was: the demo order has a cart of its own.
    await client.call('POST', '/api/commerce/cart/entries', {
      json: { productId: 'tote-bag', quantity: 2 },
    });
    const cart = client.cookies.get('ss_cart');
    const answer = await order(client);
    const location = answer.headers.get('location') ?? '';
    const orderId = decodeURIComponent(location.split('/')[3] ?? '');
    expect([answer.status, location]).toEqual([
      303,
      `/commerce/orders/${encodeURIComponent(orderId)}/confirmed`,
    ]);
    expect(
      answer.headers.getSetCookie().filter((line) => line.startsWith('tessera-order=')),
    ).toEqual([
      expect.stringMatching(
        /^tessera-order=[A-Za-z0-9_-]{32}; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax$/,
      ),
    ]);
    expect(client.cookies.get('ss_cart')).toBe(cart);
    const [row] = await demo.query<Record<string, unknown>>(
      `SELECT status, email, currency_code, grand_total_cents, payment_reference, lines, shipping_address
       FROM commerce_orders WHERE id = $1`,
      [orderId],
    );
    expect(row).toEqual({
      status: 'paid',
      email: expect.stringMatching(/^demo-shopper-[0-9a-f]{12}@example\.com$/),
      currency_code: 'EUR',
      grand_total_cents: 1200,
      payment_reference: expect.stringMatching(/^test_[0-9a-f-]{36}$/),
      lines: [
        {
          productId: 'photo-ebook',
          sku: 'photo-ebook',
          productName: 'Photo walks (e-book)',
          quantity: 1,
          unitPriceCents: 1200,
          lineTotalCents: 1200,
        },
      ],
      shipping_address: null,
    });
    // The server's own provider charged nothing: a demo order always goes to the test card.
    expect(payments.charges).toEqual([]);
    const email = String(row!.email);
    expect(await demo.query('SELECT 1 FROM accounts WHERE email = $1', [email])).toEqual([]);
    const page = (await client.visit(location)).text;
    expect(page).toContain(
      `<section class="section" data-block="order-account" data-block-config='{"orderId":"${orderId}"}' aria-labelledby="order-account-heading">`,
    );
    expect(page).toContain(
      `<input id="order-account-email" type="email" value="${email}" autocomplete="username" readonly>`,
    );
    // Owned by this browser alone: another one sees the order without the offer.
    expect((await createClient(demo.url).visit(location)).text).not.toContain(
      'data-block="order-account"',
    );
    // And the offer is the real one: the account is made for the order's email.
    const made = await client.call(
      'POST',
      `/api/commerce/orders/${encodeURIComponent(orderId)}/account`,
      { json: { password: 'a long enough password' } },
    );
    expect([made.status, (made.body as { email: string }).email]).toEqual([201, email]);
  });

  it('lists it as a test order wherever orders are listed: the console API and orders.csv', async () => {
    const client = await visitor(demo);
    const location = (await order(client)).headers.get('location') ?? '';
    const orderId = decodeURIComponent(location.split('/')[3] ?? '');
    const owner = createClient(demo.url);
    await owner.visit();
    const login = await owner.call('POST', '/api/site-users/account/session', {
      json: { email: demo.ownerEmail, password: demo.ownerPassword },
    });
    const headers = { 'x-xsrf-token': (login.body as { xsrfToken: string }).xsrfToken };
    const listed = await owner.call('GET', '/api/commerce/orders', { headers });
    const found = (listed.body as { orders: { id: string; paymentReference: string }[] }).orders
      .filter((entry) => entry.id === orderId)
      .map((entry) => entry.paymentReference);
    expect(found).toEqual([expect.stringMatching(/^test_/)]);
    const csv = await owner.call('GET', '/api/commerce/orders.csv', { headers });
    const line = csv.text.split('\r\n').find((text) => text.startsWith(orderId)) ?? '';
    // Order, date, then email, currency, SKU, product, quantity, prices, tax, coupons, address, payment.
    expect(line.split(',').slice(2)).toEqual([
      expect.stringMatching(/^demo-shopper-[0-9a-f]{12}@example\.com$/),
      'EUR',
      'photo-ebook',
      'Photo walks (e-book)',
      '1',
      '12',
      '12',
      '0',
      '0',
      '2.08',
      '12',
      '',
      '',
      expect.stringMatching(/^test_[0-9a-f-]{36}$/),
    ]);
  });

  it('refuses a missing or wrong crumb, another site and unknown fields (4xx pages), placing nothing', async () => {
    const client = await visitor(demo);
    const before = await orderCount(demo);
    const crumb = client.cookies.get('crumb')!;
    const refusals = [
      await order(client, {}),
      await order(client, { crumb: 'x'.repeat(24) }),
      await order(client, { crumb: `${crumb}x` }),
      await order(client, { crumb }, { 'sec-fetch-site': 'cross-site' }),
      await order(client, { crumb }, {}),
    ];
    expect(refusals.map((answer) => [answer.status, answer.text.includes(REFUSED)])).toEqual(
      Array(5).fill([403, true]),
    );
    const unknown = await order(client, { crumb, email: 'me@example.com' });
    expect([unknown.status, unknown.body]).toEqual([400, { error: 'Unknown field: "email".' }]);
    expect(await orderCount(demo)).toBe(before);
  });

  it('answers 4xx, never 5xx, to bodies of any shape', async () => {
    const client = await visitor(demo);
    const before = await orderCount(demo);
    const send = (raw: { body: string; type: string }) =>
      client.call('POST', '/commerce/demo-order', { raw, headers: SAME_ORIGIN, crumb: false });
    const statuses = [
      (await send({ body: '{"crumb":', type: 'application/json' })).status,
      (await send({ body: '[1,2]', type: 'application/json' })).status,
      (await send({ body: 'crumb=%ZZ', type: 'application/x-www-form-urlencoded' })).status,
      (await send({ body: 'x'.repeat(70_000), type: 'application/x-www-form-urlencoded' })).status,
      (await send({ body: '<a/>', type: 'application/xml' })).status,
      (await client.call('GET', '/commerce/demo-order')).status,
    ];
    // Malformed JSON, a list, a crumb that decodes to nothing valid, too large, another type, GET.
    expect(statuses).toEqual([400, 400, 403, 413, 415, 404]);
    expect(await orderCount(demo)).toBe(before);
  });
});

describe('the demo order in a store without a digital product, under a small rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    const site = await loadSiteConfig(join(siteDir, 'site.json'));
    const products = site.store.products.filter(
      (product) => product.productType !== ProductType.DIGITAL,
    );
    server = await startTestServer({
      demo: true,
      site: { ...site, store: { ...site.store, products } },
      rateLimit: { max: 2, addressMax: 2, windowSeconds: 60 },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('says there is nothing to buy (409), then refuses past the rate limit (429)', async () => {
    const client = await visitor(server);
    const answers = [await order(client), await order(client), await order(client)];
    expect(
      answers.map((answer) => [answer.status, /<p role="alert">(.*)<\/p>/.exec(answer.text)?.[1]]),
    ).toEqual([
      [
        409,
        'The demo order needs a digital product in stock in site.json&#39;s store: there is none to buy.',
      ],
      [
        409,
        'The demo order needs a digital product in stock in site.json&#39;s store: there is none to buy.',
      ],
      [429, 'Too many demo orders from this browser. Please wait a minute and try again.'],
    ]);
    expect(await orderCount(server)).toBe(0);
  });
});

describe.skipIf(!hasTestPostgres())(
  'the demo order on Postgres (the rate limit counted in the database)',
  () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({
        database: 'postgres',
        demo: true,
        rateLimit: { max: 1, addressMax: 1, windowSeconds: 60 },
      });
    }, 60_000);
    afterAll(async () => {
      await server?.close();
    });

    it('places the order (303, a test payment), then refuses the second within the minute (429)', async () => {
      const client = await visitor(server);
      const statuses = [(await order(client)).status, (await order(client)).status];
      expect(statuses).toEqual([303, 429]);
      expect(
        await server.query<{ status: string; test: boolean }>(
          "SELECT status, payment_reference LIKE 'test\\_%' AS test FROM commerce_orders",
        ),
      ).toEqual([{ status: 'paid', test: true }]);
      expect(
        await server.query("SELECT key FROM rate_counters WHERE key LIKE 'demo-order:%'"),
      ).toEqual([{ key: 'demo-order:ip:127.0.0.1' }]);
    });
  },
);
