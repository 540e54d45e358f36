/**
 * Layout shifts in a test page (the Layout Instability API, as Core Web Vitals' CLS counts
 * them: a shift within 500 ms of the visitor's input is left out).
 *
 *   await watchLayoutShifts(context);             // before the page's own scripts; or a page
 *   await page.goto(url);
 *   expect(await layoutShifts(page)).toEqual([]); // each shift's value so far
 *
 * The values are kept in `window.shifts`, which a test may read itself.
 */
import type { BrowserContext, Page } from 'playwright-core';

export async function watchLayoutShifts(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
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

/**
 * The shifts recorded so far, read after two frames so that a shift of the last frame has
 * reached the observer.
 */
export async function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => done((window as unknown as { shifts: number[] }).shifts)),
        ),
      ),
  );
}
