/**
 * @tessera/lightbox/react in Chromium through the React fixture: a thumbnail opens the
 * controlled `<Lightbox>` as a modal dialog (WAI-ARIA APG dialog: focus inside, the page inert),
 * the arrow keys move, Escape closes once the opening fades are over (spec 001 §4: 0.3 s + 0.6
 * s) and focus returns to the thumbnail; axe finds nothing open or closed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../support/chromium';
import { openReactFixture, type ReactFixture } from './react-fixture';

describe.skipIf(!hasChromium())('React lightbox in Chromium', () => {
  let fixture: ReactFixture;
  const dialog = () => fixture.page.locator('tessera-overlays dialog');
  const count = () => fixture.page.locator('tessera-overlays .count').textContent();
  /** Where focus is: inside the overlay host's shadow root, or on the page. */
  const focused = () =>
    fixture.page.evaluate(() => {
      const host = document.querySelector('tessera-overlays');
      const inner = host?.shadowRoot?.activeElement;
      if (inner) return `dialog: ${inner.getAttribute('aria-label') ?? inner.textContent}`;
      return `page: ${document.activeElement?.textContent}`;
    });

  beforeAll(async () => {
    fixture = await openReactFixture('tests/e2e/entries/lightbox-entry.tsx', {
      root: 'examples/site',
      context: { viewport: { width: 1200, height: 800 } },
    });
  });
  afterAll(() => fixture?.close());

  it('renders nothing until opened, and the page is axe clean', async () => {
    expect(await dialog().count()).toEqual(0);
    expect(await fixture.axe()).toEqual([]);
  });

  it('opens at the thumbnail’s slide as a modal dialog holding focus', async () => {
    const { page } = fixture;
    await page.getByRole('button', { name: 'Open dunes' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog().evaluate((node: HTMLDialogElement) => node.open)).toBe(true);
    expect(await dialog().getAttribute('aria-label')).toEqual('Image viewer');
    expect(await count()).toEqual('2 of 3');
    expect(await focused()).toMatch(/^dialog: /);
    // The page behind a modal dialog is inert: no click reaches it.
    expect(
      await page.evaluate(() => document.elementFromPoint(10, 10)?.closest('main')),
    ).toBeNull();
  });

  it('moves with the arrow keys and tells the app', async () => {
    const { page } = fixture;
    await page.keyboard.press('ArrowRight');
    await expect.poll(count).toEqual('3 of 3');
    await expect.poll(() => page.textContent('#index')).toEqual('2');
    // One action per 200 ms (spec 001 §2): wait it out before the next key.
    await page.waitForTimeout(250);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(count).toEqual('2 of 3');
  });

  it('is axe clean while open', async () => {
    // Past the opening fades, so axe reads the colours the visitor sees.
    await fixture.page.waitForTimeout(1000);
    expect(await fixture.axe()).toEqual([]);
  });

  it('Escape closes it and focus returns to the thumbnail', async () => {
    const { page } = fixture;
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog().count()).toEqual(0);
    expect(await focused()).toEqual('page: Open dunes');
    expect(fixture.errors).toEqual([]);
  });
});
