/**
 * axe-core in Chromium on every overlay of the kit, in the light and the dark theme
 * (issue 4 "Must show"). axe walks open shadow roots, so it checks inside the overlay host.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from '../../../tests/support/chromium';
import type { StaticServer } from '../../../tests/support/static-server';
import { startPageServer } from './support/browser-page';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const describeChromium = hasChromium() ? describe : describe.skip;

type Overlay =
  | 'confirm'
  | 'alert'
  | 'info'
  | 'system-error'
  | 'field-errors'
  | 'tooltip'
  | 'spinner';
const overlays: Overlay[] = [
  'confirm',
  'alert',
  'info',
  'system-error',
  'field-errors',
  'tooltip',
  'spinner',
];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

describeChromium('axe-core on every overlay, light and dark', () => {
  let browser: Browser;
  let server: StaticServer;

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchChromium(), startPageServer()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function show(page: Page, overlay: Overlay, theme: 'light' | 'dark') {
    await page.evaluate(
      ({ overlay, theme }) => {
        const { ui, events } = window;
        const text = { title: 'Delete the file?', message: 'This cannot be undone.', theme };
        switch (overlay) {
          case 'confirm':
            void ui.confirm({ ...text, style: 'confirm-or-reject' });
            break;
          case 'alert':
            void ui.alert(text);
            break;
          case 'info':
            void ui.info({ message: 'Saved.', theme, autoHideMs: 60_000 });
            break;
          case 'system-error':
            ui.installSystemErrorOverlay(events, { theme });
            events.emit('system-error', {
              kind: 'format',
              url: '/api/x',
              format: 'json',
              error: 'Unexpected token',
            });
            break;
          case 'field-errors':
            ui.installSystemErrorOverlay(events, { theme });
            events.emit('field-errors', {
              url: '/api/form',
              errors: { email: 'Email is not valid.', name: 'Required' },
            });
            break;
          case 'tooltip': {
            const anchor = document.getElementById('anchor')!;
            ui.attachTooltip(anchor, 'Opens the help page.', { delayMs: 0, theme });
            anchor.dispatchEvent(new Event('pointerenter'));
            break;
          }
          case 'spinner':
            window.mountSpinner(theme);
            break;
        }
      },
      { overlay, theme },
    );
  }

  for (const theme of ['light', 'dark'] as const) {
    for (const overlay of overlays) {
      it(`${overlay} (${theme}) has no axe violation`, async () => {
        // Reduced motion: no fade, so colour contrast is measured at full opacity.
        const context = await browser.newContext({ reducedMotion: 'reduce' });
        try {
          const page = await context.newPage();
          await page.goto(server.url);
          await page.waitForSelector('html[data-ready]');
          await show(page, overlay, theme);
          const count = await page.evaluate(
            () =>
              window.ui
                .getOverlayHost()
                .root.querySelectorAll('dialog[open], .tooltip[data-state=open], [role=status]')
                .length,
          );
          expect(count).toBeGreaterThan(0);
          await page.addScriptTag({ content: axeSource });
          const violations = await page.evaluate(async () => {
            const axe = (
              window as unknown as {
                axe: { run(context: Document): Promise<{ violations: AxeViolation[] }> };
              }
            ).axe;
            const result = await axe.run(document);
            return result.violations.map(({ id, impact, help, nodes }) => ({
              id,
              impact,
              help,
              nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
            }));
          });
          expect(violations).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});
