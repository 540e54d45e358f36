/**
 * The overlay kit in real Chromium, on preact/compat as in the script-tag build: focus
 * movement and return, Tab wrapping, the inert page, Escape, overlay clicks, the 600 ms hide
 * fallback (Playwright's fake clock), reduced motion, the tooltip, and the shadow-root isolation.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from '../../../tests/support/chromium';
import type { StaticServer } from '../../../tests/support/static-server';
import { startPageServer } from './support/browser-page';

const describeChromium = hasChromium() ? describe : describe.skip;

describeChromium('overlay kit in Chromium', () => {
  let browser: Browser;
  let server: StaticServer;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchChromium(), startPageServer()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function open(
    options: { reducedMotion?: 'reduce' | 'no-preference'; clock?: boolean } = {},
  ): Promise<Page> {
    context = await browser.newContext({ reducedMotion: options.reducedMotion ?? 'no-preference' });
    const page = await context.newPage();
    if (options.clock) await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
    await page.goto(server.url);
    await page.waitForSelector('html[data-ready]');
    // From here fake time moves only when the test runs it: a slow machine cannot race a rule.
    if (options.clock) await page.clock.pauseAt(new Date('2026-01-01T01:00:00Z'));
    return page;
  }

  /** Makes #opener open a dialog of `kind` and record its answer in window.outcomes. */
  async function wireOpener(page: Page, kind: 'confirm' | 'alert' | 'info' = 'confirm') {
    await page.evaluate((which) => {
      document.getElementById('opener')!.addEventListener('click', () => {
        void window.ui[which]({
          title: 'Delete the file?',
          message: 'This cannot be undone.',
        }).then((outcome) => window.outcomes.push(outcome));
      });
    }, kind);
  }

  const focused = (page: Page) => page.evaluate(() => window.focused());
  const outcomes = (page: Page) => page.evaluate(() => window.outcomes);
  const dialogCount = (page: Page) =>
    page.evaluate(() => window.ui.getOverlayHost().root.querySelectorAll('dialog[open]').length);
  const waitClosed = (page: Page) =>
    page.waitForFunction(
      () => window.ui.getOverlayHost().root.querySelectorAll('dialog').length === 0,
    );

  it('moves focus in on open, makes the page inert, returns focus to the opener', async () => {
    const page = await open();
    await wireOpener(page);
    await page.click('#opener');
    expect(await focused(page)).toBe('host:cancel');
    const modal = await page.evaluate(() => {
      const dialog = window.ui.getOverlayHost().root.querySelector('dialog')!;
      return { modal: dialog.matches(':modal'), topLayer: dialog.matches(':open') };
    });
    expect(modal).toEqual({ modal: true, topLayer: true });
    // The page behind takes no click while the modal is open.
    await expect(page.click('#behind', { timeout: 300 })).rejects.toThrow();
    await page.keyboard.press('Escape');
    await waitClosed(page);
    expect(await outcomes(page)).toEqual(['cancel']);
    expect(await focused(page)).toBe('page:opener');
  });

  it('wraps Tab and Shift+Tab inside the dialog, never reaching the page', async () => {
    const page = await open();
    await wireOpener(page);
    await page.click('#opener');
    const seen: string[] = [await focused(page)];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      seen.push(await focused(page));
    }
    expect(seen).toEqual([
      'host:cancel',
      'host:confirm',
      'host:cancel',
      'host:confirm',
      'host:cancel',
    ]);
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('host:confirm');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('host:cancel');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('host:confirm');
    await page.keyboard.press('Enter');
    await waitClosed(page);
    expect(await outcomes(page)).toEqual(['confirm']);
    expect(await focused(page)).toBe('page:opener');
  });

  it('an overlay click cancels; a click inside does not', async () => {
    const page = await open();
    await wireOpener(page);
    await page.click('#opener');
    const box = await page.evaluate(() => {
      const rect = window.ui
        .getOverlayHost()
        .root.querySelector('.message')!
        .getBoundingClientRect();
      return { x: rect.x + 5, y: rect.y + 5 };
    });
    await page.mouse.click(box.x, box.y);
    expect(await dialogCount(page)).toBe(1);
    await page.mouse.click(5, 5);
    await waitClosed(page);
    expect(await outcomes(page)).toEqual(['cancel']);
  });

  it('closes on the 600 ms fallback when the fade never ends (spec 001 §4)', async () => {
    const page = await open({ clock: true });
    await wireOpener(page);
    await page.click('#opener');
    await page.waitForFunction(
      () =>
        getComputedStyle(window.ui.getOverlayHost().root.querySelector('dialog')!).opacity === '1',
    );
    // Then a theme with a 10 s fade-out: its transitionend cannot come within the test. (Set
    // after the open, which would otherwise still be fading in, and a reversed fade is short.)
    await page.addStyleTag({ content: 'tessera-overlays { --tessera-fade: 10s; }' });
    await page.keyboard.press('Escape');
    const state = () =>
      page.evaluate(() => {
        const dialog = window.ui.getOverlayHost().root.querySelector('dialog');
        return dialog ? `${dialog.open}:${dialog.getAttribute('data-state')}` : 'gone';
      });
    expect(await state()).toBe('true:closing');
    await page.clock.runFor(599);
    expect(await state()).toBe('true:closing');
    await page.clock.runFor(1);
    expect(await state()).toBe('gone');
    expect(await focused(page)).toBe('page:opener');
  });

  it('closes when its 0.3 s fade-out ends, before any fallback', async () => {
    // The fake clock stays paused: only the real transitionend can close the dialog.
    const page = await open({ clock: true });
    await wireOpener(page);
    await page.click('#opener');
    await page.waitForFunction(
      () =>
        getComputedStyle(window.ui.getOverlayHost().root.querySelector('dialog')!).opacity === '1',
    );
    await page.keyboard.press('Escape');
    await waitClosed(page);
    expect(await focused(page)).toBe('page:opener');
  });

  it('the information dialog hides after 2000 ms as confirm', async () => {
    const page = await open({ clock: true });
    await wireOpener(page, 'info');
    await page.click('#opener');
    expect(await dialogCount(page)).toBe(1);
    await page.clock.runFor(1999);
    expect(await outcomes(page)).toEqual([]);
    await page.clock.runFor(1);
    expect(await outcomes(page)).toEqual(['confirm']);
    await page.clock.runFor(600);
    expect(await dialogCount(page)).toBe(0);
  });

  it('under prefers-reduced-motion there is no fade: it closes at once', async () => {
    const page = await open({ reducedMotion: 'reduce' });
    await wireOpener(page);
    await page.click('#opener');
    const transition = await page.evaluate(
      () =>
        getComputedStyle(window.ui.getOverlayHost().root.querySelector('dialog')!)
          .transitionDuration,
    );
    expect(transition).toBe('0s');
    const gone = await page.evaluate(() => {
      const root = window.ui.getOverlayHost().root;
      root.querySelector<HTMLButtonElement>('[data-outcome=confirm]')!.click();
      return root.querySelectorAll('dialog').length;
    });
    expect(gone).toBe(0);
  });

  it('the tooltip appears after 1200 ms, keeps 20 px from the edge, shows on keyboard focus, Escape dismisses', async () => {
    const page = await open({ clock: true });
    await page.evaluate(() => {
      const anchor = document.getElementById('anchor')!;
      // At the viewport's left edge: centred above it the bubble would stick out.
      anchor.style.cssText = 'position:absolute;left:0;top:200px';
      window.ui.attachTooltip(
        anchor,
        'A longer explanation that wraps over several lines inside the tooltip bubble.',
      );
    });
    await page.hover('#anchor');
    const tip = () =>
      page.evaluate(() => {
        const element = window.ui.getOverlayHost().root.querySelector<HTMLElement>('.tooltip');
        if (!element) return null;
        const rect = element.getBoundingClientRect();
        return {
          state: element.getAttribute('data-state'),
          left: rect.left,
          width: rect.width,
          bottom: rect.bottom,
          anchorTop: document.getElementById('anchor')!.getBoundingClientRect().top,
        };
      });
    await page.clock.runFor(1199);
    expect(await tip()).toBeNull();
    await page.clock.runFor(1);
    await page.waitForFunction(() =>
      window.ui
        .getOverlayHost()
        .root.querySelector('.tooltip')
        ?.getAttribute('style')
        ?.includes('left'),
    );
    const shown = await tip();
    expect(shown?.state).toBe('open');
    // A long text fills the 250 px width; the edge margin is 20 px (spec 001 §9).
    expect(shown?.width).toBe(250);
    expect(shown?.left).toBe(20);
    expect(shown!.bottom).toBeLessThanOrEqual(shown!.anchorTop);
    await page.keyboard.press('Escape');
    expect((await tip())?.state).toBe('closed');
    await page.mouse.move(600, 500);
    // Keyboard focus shows it too.
    await page.focus('#link');
    await page.keyboard.press('Tab');
    await page.clock.runFor(1200);
    expect((await tip())?.state).toBe('open');
  });

  it('the tooltip fades in over 0.3 s on its first showing too (spec 001 §4)', async () => {
    const page = await open();
    const fade = await page.evaluate(() => {
      const anchor = document.getElementById('anchor')!;
      window.ui.attachTooltip(anchor, 'Tip', { delayMs: 0 });
      anchor.dispatchEvent(new Event('pointerenter'));
      return new Promise<string[]>((resolve) =>
        setTimeout(() => {
          const bubble = window.ui.getOverlayHost().root.querySelector('.tooltip')!;
          resolve(
            bubble
              .getAnimations()
              .map(
                (animation) =>
                  `${(animation as CSSTransition).transitionProperty}:${animation.effect?.getTiming().duration}`,
              ),
          );
        }, 0),
      );
    });
    expect(fade).toContain('opacity:300');
  });

  it('a tooltip hides when the site removes its element while it shows', async () => {
    const page = await open();
    await page.evaluate(() => {
      const anchor = document.getElementById('anchor')!;
      window.ui.attachTooltip(anchor, 'Tip', { delayMs: 0 });
      anchor.dispatchEvent(new Event('pointerenter'));
    });
    const state = () =>
      page.evaluate(() =>
        window.ui.getOverlayHost().root.querySelector('.tooltip')?.getAttribute('data-state'),
      );
    await page.waitForFunction(
      () =>
        window.ui.getOverlayHost().root.querySelector('.tooltip')?.getAttribute('data-state') ===
        'open',
    );
    await page.evaluate(() => document.getElementById('anchor')!.remove());
    await page.waitForFunction(
      () =>
        window.ui.getOverlayHost().root.querySelector('.tooltip')?.getAttribute('data-state') ===
        'closed',
      undefined,
      { timeout: 3000 },
    );
    expect(await state()).toBe('closed');
  });

  it('a tooltip inside a modal dialog shows above the dialog (top layer)', async () => {
    const page = await open({ reducedMotion: 'reduce' });
    const centre = await page.evaluate(async () => {
      void window.ui.confirm({ title: 'Delete the file?', message: 'This cannot be undone.' });
      const root = window.ui.getOverlayHost().root;
      const confirmButton = root.querySelector<HTMLElement>('[data-outcome=confirm]')!;
      window.ui.attachTooltip(confirmButton, 'Deletes it for good.', { delayMs: 0 });
      confirmButton.dispatchEvent(new Event('pointerenter'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const rect = root.querySelector('.tooltip')!.getBoundingClientRect();
      // A point in the bubble's left padding: its background, not its text.
      return { x: Math.round(rect.left + 4), y: Math.round(rect.top + rect.height / 2) };
    });
    const shot = await page.screenshot({ clip: { ...centre, width: 1, height: 1 } });
    const pixel = await page.evaluate(async (base64) => {
      const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d')!;
      context.drawImage(await createImageBitmap(blob), 0, 0);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    }, shot.toString('base64'));
    // The dark tooltip's #1e1e22, not the white dialog or the dimmed page under the backdrop.
    expect(pixel).toEqual([30, 30, 34]);
  });

  it('a hostile site stylesheet leaves the overlays unchanged (shadow-root isolation)', async () => {
    const page = await open({ reducedMotion: 'reduce' });
    await page.evaluate(() => {
      void window.ui.confirm({ title: 'Isolated', message: 'The site cannot restyle this.' });
      const anchor = document.getElementById('anchor')!;
      window.ui.attachTooltip(anchor, 'Tip', { delayMs: 0 });
      anchor.dispatchEvent(new Event('pointerenter'));
    });
    await page.waitForFunction(
      () =>
        window.ui.getOverlayHost().root.querySelector('.tooltip')?.getAttribute('data-state') ===
        'open',
    );
    const snapshot = () =>
      page.evaluate(() => {
        const root = window.ui.getOverlayHost().root;
        const properties = [
          'display',
          'position',
          'color',
          'background-color',
          'font-family',
          'font-size',
          'font-weight',
          'line-height',
          'letter-spacing',
          'text-transform',
          'margin-top',
          'margin-left',
          'padding-top',
          'padding-left',
          'border-top-width',
          'border-top-color',
          'border-radius',
          'box-sizing',
          'width',
          'height',
          'opacity',
          'visibility',
          'transform',
          'z-index',
          'text-align',
          'text-decoration-line',
        ];
        const parts = [
          'dialog',
          '.surface',
          '.title',
          '.message',
          '[data-outcome=cancel]',
          '[data-outcome=confirm]',
          '.tooltip',
        ];
        const result: Record<string, Record<string, string>> = {};
        for (const selector of parts) {
          const element = root.querySelector(selector)!;
          const style = getComputedStyle(element);
          const rect = element.getBoundingClientRect();
          result[selector] = Object.fromEntries([
            ...properties.map((name) => [name, style.getPropertyValue(name)]),
            ['rect', `${Math.round(rect.width)}x${Math.round(rect.height)}`],
          ]);
        }
        return result;
      });
    const before = await snapshot();
    await page.addStyleTag({
      content: `
        * { all: unset; color: red !important; font: italic 30px/3 serif !important;
            letter-spacing: 6px !important; text-transform: uppercase !important;
            margin: 40px !important; padding: 40px !important; box-sizing: content-box !important;
            display: inline !important; opacity: 0.5 !important; z-index: 1 !important;
            visibility: visible !important; }
        div { background: lime !important; border: 9px solid red !important;
              transform: rotate(10deg) !important; width: 900px !important; }
        button { background: yellow !important; color: black !important; width: 500px !important;
                 height: 80px !important; border-radius: 0 !important; }
        dialog, p, h2, [role=tooltip] { display: none !important; }
        html { font-size: 40px !important; }
        tessera-overlays { display: none !important; position: absolute !important; }
      `,
    });
    const after = await snapshot();
    expect(after).toEqual(before);
    // spec 001 §9: dialog width 350, padding 20.
    expect(before.dialog?.width).toBe('350px');
    expect(before['.surface']?.['padding-top']).toBe('20px');
    expect(before['.surface']?.['padding-left']).toBe('20px');
    expect(before.dialog?.['font-family']).not.toContain('serif;');
    expect(before['[data-outcome=confirm]']?.['background-color']).toBe('rgb(26, 86, 219)');
  });
});
