/**
 * axe-core in a test page: `runAxe(page)` answers the page's violations, one line each, as
 * "rule (nodes): targets", so that `expect(await runAxe(page)).toEqual([])` names what failed.
 *
 *   expect(await runAxe(page)).toEqual([]);                              // the whole page
 *   expect(await runAxe(page, { include: ['tessera-overlays'] })).toEqual([]); // some parts
 *   expect(await runAxe(page, { iframes: false })).toEqual([]);          // not in the iframes
 *
 * axe is evaluated in the page, not added as a script tag (the reference server's
 * Content-Security-Policy refuses inline scripts), once a page: later calls reuse it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Named `require` so that knip sees the axe-core dependency.
const require = createRequire(import.meta.url);
let axeSource: string | undefined;

export interface AxeOptions {
  /** Selectors of the parts to check (axe's `include`); default the whole document. */
  include?: string[];
  /** false: leaves iframes out (a third party's frame is not the page's markup). */
  iframes?: boolean;
}

interface Violation {
  id: string;
  nodes: { target: unknown }[];
}

export async function runAxe(page: Page, options: AxeOptions = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    await page.evaluate(axeSource);
  }
  const violations = await page.evaluate(async ({ include, iframes }) => {
    const { axe } = window as unknown as {
      axe: { run(context: unknown, options: unknown): Promise<{ violations: Violation[] }> };
    };
    const context = include ? { include: include.map((selector) => [selector]) } : document;
    const result = await axe.run(context, {
      resultTypes: ['violations'],
      ...(iframes === undefined ? {} : { iframes }),
    });
    return result.violations.map(({ id, nodes }) => ({
      id,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  }, options);
  return violations.map(
    ({ id, nodes }) =>
      `${id} (${nodes.length}): ${nodes.map((node) => JSON.stringify(node.target)).join(' ')}`,
  );
}
