/** Slides this far from the current one hold their media (preloaded); others are empty. */
const NEAR_SLIDES = 1;

/**
 * The slides in the page: the current one and its neighbours (so the next picture is already
 * there when the visitor moves), in index order; 40 slides cost no more to open than 3.
 */
export function nearSlides(index: number, count: number, loop: boolean): number[] {
  const near = new Set<number>();
  for (let offset = -NEAR_SLIDES; offset <= NEAR_SLIDES; offset++) {
    const slide = index + offset;
    if (loop) near.add(((slide % count) + count) % count);
    else if (slide >= 0 && slide < count) near.add(slide);
  }
  return [...near].sort((a, b) => a - b);
}

/** Where a slide sits relative to the current one (around the ends when looping). */
export function slideOffset(slide: number, index: number, count: number, loop: boolean): number {
  const offset = slide - index;
  if (!loop || Math.abs(offset) <= count / 2) return offset;
  return offset > 0 ? offset - count : offset + count;
}
