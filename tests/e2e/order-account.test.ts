/**
 * The order-confirmed page's "Create an account" (issue 14) with the built script against the
 * reference server (PGlite): a purchase with the test provider through the reference checkout
 * page, the account made on the confirmed page without leaving it, the session opening the
 * members-only page, commerce_account_creation recorded only with analytics consent, axe clean.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../support/axe';
import { withBrowserAndServer } from '../support/browser-suite';
import { builtScriptHas } from '../support/built-script';
import { hasChromium } from '../support/chromium';
import { rememberConsent, rememberPopupClosed } from '../support/visitor-state';

const available = builtScriptHas('order-account-') && hasChromium();

const { server, browser } = withBrowserAndServer({ enabled: available, timeout: 60_000 });

/**
 * A shopper; with `consent`, analytics consent given before the first page. The demo's popup is
 * signed up for already, so it never covers the form (as in store.test.ts).
 */
async function newShopper(consent: boolean): Promise<BrowserContext> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
  if (consent) {
    await rememberConsent(context, true);
  }
  await rememberPopupClosed(context, { signedUp: true });
  return context;
}

/**
 * Puts the photo e-book in the context's cart over the cart API, then pays on the reference
 * checkout page with the test provider's accepted card: the page ends on the confirmed page.
 */
async function buy(
  context: BrowserContext,
  email: string,
): Promise<{ page: Page; orderId: string }> {
  await context.request.get(`${server().url}/api/commerce/cart`);
  const crumb = (await context.cookies()).find((cookie) => cookie.name === 'crumb')!.value;
  const added = await context.request.post(
    `${server().url}/api/commerce/cart/entries?crumb=${crumb}`,
    { data: { productId: 'photo-ebook', quantity: 1 } },
  );
  expect(added.status()).toBe(200);
  const page = await context.newPage();
  await page.goto(`${server().url}/commerce/goto-checkout`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(/\/commerce\/orders\/[^/]+\/confirmed$/);
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/')[3]!);
  // The block's chunk has run once its listener is there: wait for the chunk, then a frame.
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => entry.name.includes('/chunks/order-account-')),
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  return { page, orderId };
}

const accountEvents = () =>
  server().query<{ payload: unknown }>(
    "SELECT payload FROM analytics_events WHERE source = 'RecordEvent' AND name = 'commerce_account_creation' ORDER BY payload->'data'->>'orderId'",
  );

const status = (page: Page) => page.locator('[data-order-account-status]');

describe.skipIf(!available)('the order-confirmed page: Create an account', () => {
  it('makes the account on the page, by keyboard; the session opens the members page; axe clean', async () => {
    const context = await newShopper(true);
    const { page, orderId } = await buy(context, 'keyboard@example.com');
    const confirmedUrl = page.url();
    // Gone after any navigation (the form's action is this same URL): proves the page stayed.
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    expect(await page.getByRole('heading', { name: 'Create an account' }).count()).toBe(1);
    expect(await page.getByLabel('Email').inputValue()).toBe('keyboard@example.com');
    expect(await runAxe(page)).toEqual([]);
    // A password the server refuses: six emoji pass the browser's minlength (12 UTF-16 units)
    // but are 6 characters to the server. Its words in the alert, the field marked and focused.
    const password = page.getByLabel('Password');
    await password.focus();
    await page.keyboard.insertText('🔑'.repeat(6));
    await page.keyboard.press('Enter');
    const error = page.locator('#order-account-error');
    await expect
      .poll(() => error.textContent())
      .toBe('The new password must be at least 12 characters long.');
    expect([
      await password.getAttribute('aria-invalid'),
      await password.getAttribute('aria-describedby'),
      await page.evaluate(() => document.activeElement?.id),
    ]).toEqual([
      'true',
      'order-account-password-hint order-account-error',
      'order-account-password',
    ]);
    await password.fill('');
    await page.keyboard.type('a long enough password');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => status(page).textContent())
      .toBe('Your account is created: you are logged in as keyboard@example.com.');
    expect([
      await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage),
      page.url(),
      await page.locator('[data-order-account-form]').isHidden(),
      await page.evaluate(() => document.activeElement?.hasAttribute('data-order-account-status')),
    ]).toEqual([true, confirmedUrl, true, true]);
    await expect
      .poll(accountEvents)
      .toEqual([{ payload: { event: 'commerce_account_creation', data: { orderId } } }]);
    expect(await runAxe(page)).toEqual([]);
    const members = await page.goto(`${server().url}/members.html`);
    expect(members?.status()).toBe(200);
    await context.close();
  });

  it('sends commerce_account_creation only with consent: none before Accept, none queued, sent after', async () => {
    await server().query(
      "DELETE FROM analytics_events WHERE source = 'RecordEvent' AND name = 'commerce_account_creation'",
    );
    const banner = (page: Page) => page.locator('tessera-overlays [data-part="cookie-banner"]');
    // A shopper who has not chosen: the banner is up, the account is made, nothing is recorded.
    const undecided = await newShopper(false);
    const sent: string[] = [];
    undecided.on('request', (request) => {
      if (request.url().includes('/api/events/RecordEvent')) sent.push(request.postData() ?? '');
    });
    const first = await buy(undecided, 'first@example.com');
    await banner(first.page).waitFor();
    await first.page.getByLabel('Password').fill('a long enough password');
    await first.page.getByRole('button', { name: 'Create account' }).click();
    await expect
      .poll(() => status(first.page).textContent())
      .toBe('Your account is created: you are logged in as first@example.com.');
    // The gate decides at once; a later request of the page is answered only after any earlier
    // one has reached the server.
    const roundTrip = (page: Page) =>
      page.evaluate(() => fetch('/api/commerce/cart').then((answer) => answer.text()));
    await roundTrip(first.page);
    expect([sent, await accountEvents()]).toEqual([[], []]);
    // Accepting afterwards sends nothing that was dropped before.
    await banner(first.page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => banner(first.page).count()).toBe(0);
    await roundTrip(first.page);
    expect([
      sent.filter((body) => body.includes('commerce_account_creation')),
      await accountEvents(),
    ]).toEqual([[], []]);
    await undecided.close();
    // A shopper who accepts on the confirmed page, then makes the account: recorded.
    const accepting = await newShopper(false);
    const second = await buy(accepting, 'second@example.com');
    await banner(second.page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => banner(second.page).count()).toBe(0);
    await second.page.getByLabel('Password').fill('another long password');
    await second.page.getByRole('button', { name: 'Create account' }).click();
    await expect
      .poll(accountEvents)
      .toEqual([
        { payload: { event: 'commerce_account_creation', data: { orderId: second.orderId } } },
      ]);
    await accepting.close();
  });
});
