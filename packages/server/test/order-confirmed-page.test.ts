/**
 * Where the order-confirmed page comes from: the site's own page (examples/site's
 * order-confirmed.html, type 202 in site.json) filled for the order and sent as every site page
 * is, never at its own address with its placeholders; and the built-in page for a site without
 * one. The account part's states and statuses are commerce-order-account.test.ts's.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDir, startTestServer, type TestServer } from '../../../tests/support/server';
import { loadSiteConfig } from '../src/index';
import { buyEbook } from './support/buy-ebook';
import { type Client, createClient } from './support/client';

/** A browser that bought the photo e-book as `email`, with the order's confirmed page path. */
async function buyer(server: TestServer, email: string): Promise<{ client: Client; path: string }> {
  const { client, orderId } = await buyEbook(server.url, email);
  return { client, path: `/commerce/orders/${orderId}/confirmed` };
}

/** The page context the server put in the page. */
const contextOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="tessera-context">(.*?)<\/script>/.exec(html)![1]!,
  );

describe("the site's order-confirmed page (examples/site/order-confirmed.html)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it("is the site's page with the site's chrome, its context (type 202) and the offer", async () => {
    const { client, path } = await buyer(server, 'site-page@example.com');
    const page = await client.visit(path);
    const context = contextOf(page.text);
    expect([
      page.status,
      page.headers.get('cache-control'),
      /<title>(.*)<\/title>/.exec(page.text)?.[1],
      page.text.includes('<a class="skip-link" href="#main">Skip to content</a>'),
      page.text.includes('<footer class="site-footer">'),
      context.pageType,
      context.pageId,
      context.pageTitle,
      page.text.includes('{{'),
    ]).toEqual([
      200,
      'no-store',
      'Order confirmed — Tessera Studio',
      true,
      true,
      202,
      '60b1c2d3e4f5a6b7c8d9e0fc',
      'Order confirmed',
      false,
    ]);
    // The form's crumb is the browser's own, the one the page's cookie keeps.
    expect(page.text).toContain(
      `<input type="hidden" name="crumb" value="${client.cookies.get('crumb')}">`,
    );
    expect(page.text).toContain('<li data-order-line>Photo walks (e-book) × 1: €12.00</li>');
  });

  it('writes an order email such as "><script> as text', async () => {
    const { client, path } = await buyer(server, 'odd@example.com');
    const email = '"><script>alert(1)</script>@example.com';
    await server.query('UPDATE commerce_orders SET email = $1 WHERE id = $2', [
      email,
      path.split('/')[3],
    ]);
    const html = (await client.visit(path)).text;
    expect(html).toContain(
      '<input id="order-account-email" type="email" value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@example.com" autocomplete="username" readonly>',
    );
    expect(html.includes('<script>alert(1)')).toBe(false);
  });

  it('is not found at its own address, however spelt, nor as a raw file', async () => {
    const client = createClient(server.url);
    const answers = await Promise.all(
      [
        '/order-confirmed.html',
        '/order-confirmed',
        '/ORDER-CONFIRMED.html',
        '/./order-confirmed.html',
      ].map((path) => client.visit(path)),
    );
    expect(
      answers.map((answer) => [
        answer.status,
        /<title>(.*)<\/title>/.exec(answer.text)?.[1],
        answer.text.includes('{{'),
      ]),
    ).toEqual(Array(4).fill([404, 'Page not found', false]));
  });

  it('keeps 404 for an unknown order, shown or sent its form', async () => {
    const client = createClient(server.url);
    const shown = await client.visit('/commerce/orders/no-such-order/confirmed');
    const sent = await client.call('POST', '/commerce/orders/no-such-order/confirmed', {
      form: { crumb: client.cookies.get('crumb')!, password: 'correct horse battery' },
      headers: { 'sec-fetch-site': 'same-origin' },
      crumb: false,
    });
    expect(
      [shown, sent].map((answer) => [
        answer.status,
        answer.text.includes('<p>No order has this number.</p>'),
      ]),
    ).toEqual([
      [404, true],
      [404, true],
    ]);
  });

  it('shows the form again with the wait when the login throttle says so (429)', async () => {
    const { client, path } = await buyer(server, 'waiting@example.com');
    // Ten failed logins of the email a moment ago (login-throttle.ts): the account waits too.
    const key = `account:${createHash('sha256').update('waiting@example.com').digest('base64url').slice(0, 22)}`;
    await server.query(
      'INSERT INTO login_failures (key, failures, last_failure_at) VALUES ($1, 10, $2)',
      [key, Date.now()],
    );
    const crumb = client.cookies.get('crumb')!;
    const answer = await client.call('POST', path, {
      form: { crumb, password: 'correct horse battery' },
      headers: { 'sec-fetch-site': 'same-origin' },
      crumb: false,
    });
    const error = /data-order-account-error>([^<]*)<\/p>/.exec(answer.text)?.[1];
    expect([
      answer.status,
      error,
      answer.text.includes(`<input type="hidden" name="crumb" value="${crumb}">`),
      answer.text.includes('aria-invalid'),
    ]).toEqual([429, 'Too many login attempts. Please wait before trying again.', true, false]);
  });
});

describe('a site without its own order-confirmed page', () => {
  let server: TestServer;
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'tessera-no-template-'));
    await writeFile(join(folder, 'index.html'), '<!doctype html><title>Home</title>');
    const site = await loadSiteConfig(join(siteDir, 'site.json'));
    const { 'order-confirmed.html': _template, ...pages } = site.pages;
    server = await startTestServer({ siteDir: folder, site: { ...site, pages } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('gets the built-in page: the summary and the block, the script with the offer only', async () => {
    const { client, path } = await buyer(server, 'built-in@example.com');
    const orderId = path.split('/')[3]!;
    const html = (await client.visit(path)).text;
    const crumb = client.cookies.get('crumb');
    expect(html.slice(html.indexOf('<body>'))).toBe(`<body><main><h1>Order confirmed</h1>
<p>Thank you! Your order <strong>${orderId}</strong> is confirmed.</p>
<ul><li>Photo walks (e-book) × 1: €12.00</li></ul>
<p>Total paid: €12.00 (tax €2.08).</p><section data-block="order-account" data-block-config="{&quot;orderId&quot;:&quot;${orderId}&quot;}" aria-labelledby="order-account-heading">
<h2 id="order-account-heading">Create an account</h2>
<p role="status" tabindex="-1" data-order-account-status></p>
<p>Save your details for your next order: the account's email is the order's.</p>
<form method="post" action="/commerce/orders/${orderId}/confirmed" data-order-account-form>
<input type="hidden" name="crumb" value="${crumb}">
<p><label for="order-account-email">Email</label>
<input id="order-account-email" type="email" value="built-in@example.com" autocomplete="username" readonly></p>
<p><label for="order-account-password">Password</label>
<span id="order-account-password-hint">At least 12 characters.</span>
<input id="order-account-password" name="password" type="password" autocomplete="new-password" required minlength="12" maxlength="1024" aria-describedby="order-account-password-hint order-account-error" data-order-account-password></p>
<p id="order-account-error" role="alert" data-order-account-error></p>
<p><button type="submit">Create account</button></p>
</form></section>
<p><a href="/">Back to the site</a></p></main></body></html>`);
    expect(html).toContain('<script type="module" src="/tessera/tessera.js"></script>');
    const stranger = (await createClient(server.url).visit(path)).text;
    expect([
      stranger.includes('is confirmed.'),
      stranger.includes('order-account'),
      stranger.includes('tessera.js'),
    ]).toEqual([true, false, false]);
  });
});

describe('a site whose order-confirmed page the server cannot fill', () => {
  it('does not start, naming the file, the line and the reason', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'tessera-bad-template-'));
    try {
      await writeFile(join(folder, 'order-confirmed.html'), '<main>\n<p>{{order.address}}</p>');
      const site = await loadSiteConfig(join(siteDir, 'site.json'));
      await expect(startTestServer({ siteDir: folder, site })).rejects.toThrow(
        'order-confirmed.html: unknown placeholder {{order.address}} at line 2;',
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
