/**
 * Layout shifts in a test page: `recordLayoutShifts(context)` observes every layout shift
 * without recent input from the first paint of each page of the context (buffered), and
 * `layoutShiftSum(page)` answers their sum so far (the page's cumulative layout shift).
 *
 *   const context = await browser().newContext();
 *   await recordLayoutShifts(context);
 *   const page = await context.newPage();
 *   await page.goto(url);
 *   expect(await layoutShiftSum(page)).toBe(0);
 */
import type { BrowserContext, Page } from 'playwright-core';

export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Read after two frames, so that a shift of the last frame has reached the observer. */
export async function layoutShiftSum(page: Page): Promise<number> {
  const shifts = await page.evaluate(
    () =>
      new Promise<number[]>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => done((window as unknown as { shifts: number[] }).shifts)),
        ),
      ),
  );
  return shifts.reduce((sum, value) => sum + value, 0);
}
