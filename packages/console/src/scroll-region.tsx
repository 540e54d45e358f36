import type { ReactNode } from 'react';

/**
 * A table's horizontal scroll box, so a wide table never widens the page at 360 px. It is a
 * named region in the tab order: a keyboard user must be able to focus it to scroll it
 * (axe scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must take focus to scroll by keyboard
    <section className="table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
