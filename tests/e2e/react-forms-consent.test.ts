/**
 * @tessera/forms/react and @tessera/consent/react in Chromium, bundled by the React fixture:
 * the form's validation and its submission to a route the test answers, the banner's accept
 * releasing a gated child, the keyboard of the banner and the preferences dialog (WAI-ARIA APG:
 * a non-modal region whose buttons are in the tab order; a modal dialog that takes focus, closes
 * on Escape and gives focus back), axe on each state, no network call nobody asked for.
 */
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../support/chromium';
import { openReactFixture, type ReactFixture } from './react-fixture';

const activeName = (fixture: ReactFixture) =>
  fixture.page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('aria-label') || active?.id || active?.textContent || '';
  });

describe.skipIf(!hasChromium())('useTesseraForm in Chromium', () => {
  let fixture: ReactFixture;
  const posts: Request[] = [];

  beforeAll(async () => {
    fixture = await openReactFixture('packages/forms/test/react/forms-entry.tsx');
    let answers = 0;
    await fixture.page.route('**/api/contact', (route) => {
      posts.push(route.request());
      answers++;
      return answers === 1
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ errors: { email: 'This address is already signed up.' } }),
          })
        : route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
    });
  });
  afterAll(() => fixture?.close());

  it('shows the spec’s messages on an empty submit, focuses the first field, sends nothing', async () => {
    const { page } = fixture;
    await page.getByRole('button', { name: 'Send' }).click();
    // spec 000 §5: an email-class field must be valid unless optional and empty.
    expect(await page.locator('.field-error').allTextContents()).toEqual([
      'This field is required.',
      'Email is not valid. Email addresses should follow the format name@example.com.',
    ]);
    expect(await activeName(fixture)).toEqual('name');
    expect(await page.getByLabel('Name').getAttribute('aria-invalid')).toEqual('true');
    expect(posts).toEqual([]);
    expect(await fixture.axe()).toEqual([]);
  });

  it('posts url-encoded to the endpoint, shows its field error, then succeeds', async () => {
    const { page } = fixture;
    await page.getByLabel('Name').fill('Ann');
    await page.getByLabel('Email').fill('ann@example.com');
    await page.getByLabel('Message').fill('Hello');
    expect(await page.getByText('5 / 10').count()).toEqual(1);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('This address is already signed up.').waitFor();
    expect(posts.map((post) => [post.method(), post.postData()])).toEqual([
      ['POST', 'name=Ann&email=ann%40example.com&message=Hello'],
    ]);
    expect(await page.getByRole('alert').textContent()).toEqual(
      'Your form has encountered a problem. Please scroll up to review.',
    );
    expect(await fixture.axe()).toEqual([]);
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await page.getByRole('status').textContent()).toEqual('Thank you!');
    expect(posts.length).toEqual(2);
    // Chromium logs the refused post itself; the form logs nothing.
    expect(fixture.errors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
  });
});

describe.skipIf(!hasChromium())('CookieBanner, useConsent and ConsentGate in Chromium', () => {
  let fixture: ReactFixture;
  const requests: string[] = [];

  beforeAll(async () => {
    fixture = await openReactFixture('packages/consent/test/react/consent-entry.tsx');
    fixture.page.on('request', (request) => requests.push(request.url()));
    await fixture.page.getByRole('region', { name: 'Cookie banner' }).waitFor();
  });
  afterAll(() => fixture?.close());

  it('shows the banner as a region, the map’s fallback, and passes axe', async () => {
    const { page } = fixture;
    expect(await page.getByText('The map needs functional cookies.').count()).toEqual(1);
    expect(await fixture.axe()).toEqual([]);
  });

  it('opens the preferences dialog from the keyboard; Escape closes it and focus returns', async () => {
    const { page } = fixture;
    await page.getByRole('button', { name: 'Preferences' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
    await dialog.waitFor();
    // Polled: focus moves in from the Modal's effect, and back as it unmounts, either of which a
    // loaded machine can put a task after the state the locator waited for.
    await expect
      .poll(() =>
        dialog.evaluate((element) =>
          element.contains((element.getRootNode() as ShadowRoot).activeElement),
        ),
      )
      .toBe(true);
    // axe reads colours as drawn: checked during the 0.3 s fade-in, the text's contrast fails.
    await expect
      .poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity))
      .toBe('1');
    expect(await fixture.axe()).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => activeName(fixture)).toEqual('Preferences');
  });

  it('Accept from the keyboard stores the choice, removes the banner and shows the gated map', async () => {
    const { page } = fixture;
    await page.getByRole('button', { name: 'Accept', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByTitle('Map').waitFor();
    expect(await page.getByRole('region', { name: 'Cookie banner' }).count()).toEqual(0);
    expect(await page.getByTestId('decision').textContent()).toEqual('accepted');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'ss_cookieAllowed')?.value).toEqual('true');
  });

  it('reopens from “Cookie settings” with focus on the banner, and gives focus back after', async () => {
    const { page } = fixture;
    await page.getByRole('button', { name: 'Cookie settings' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Cookie banner' }).waitFor();
    expect(await activeName(fixture)).toEqual('Preferences');
    await page.keyboard.press('Tab');
    expect(await activeName(fixture)).toEqual('Decline');
    await page.keyboard.press('Enter');
    await page.getByText('The map needs functional cookies.').waitFor();
    expect(await activeName(fixture)).toEqual('Cookie settings');
  });

  it('made no call but for the page and its script (no endpoint configured)', () => {
    expect(
      requests.filter((url) => !/\/(entry\.js|entry\.css)?$/.test(new URL(url).pathname)),
    ).toEqual([]);
    expect(fixture.errors).toEqual([]);
  });
});
