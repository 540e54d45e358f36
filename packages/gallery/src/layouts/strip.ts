/**
 * slider (the strip): slides side by side at one height, `vSize` px apart (default 10), the
 * active one aligned start, middle (default) or end (spec 001 §4 "Strip", §5, §9).
 */
import {
  aspectOf,
  type Box,
  type LayoutContainer,
  type LayoutResult,
  type LayoutSlide,
} from './types';

export type StripAlignment = 'start' | 'middle' | 'end';

/** spec 001 §5: start, middle or end; left, center and right map to them; anything else is middle. */
export function normaliseStripAlignment(value: unknown): StripAlignment {
  switch (value) {
    case 'start':
    case 'left':
      return 'start';
    case 'end':
    case 'right':
      return 'end';
    default:
      return 'middle';
  }
}

export interface StripOptions {
  /** Space between slides in px. Default 10 (spec 001 §9 vSize). */
  vSize: number;
  /** The strip's ratio, width ÷ height, when the container has no height. Default 3. */
  aspectRatio: number;
}

const stripDefaults: StripOptions = { vSize: 10, aspectRatio: 3 };

function stripHeight(container: LayoutContainer, aspectRatio: number): number {
  if (container.height && container.height > 0) return container.height;
  return Math.max(0, container.width) / (aspectRatio > 0 ? aspectRatio : stripDefaults.aspectRatio);
}

export function layoutStrip(
  slides: readonly LayoutSlide[],
  container: LayoutContainer,
  options: Partial<StripOptions> = {},
): LayoutResult {
  const { vSize, aspectRatio } = { ...stripDefaults, ...options };
  const height = stripHeight(container, aspectRatio);
  const gap = Math.max(0, vSize);
  let x = 0;
  const boxes: Box[] = slides.map((slide) => {
    const width = height * aspectOf(slide);
    const box = { x, y: 0, width, height };
    x += width + gap;
    return box;
  });
  return { boxes, height, width: slides.length ? x - gap : 0 };
}

/** How far the track moves so the active slide sits at the alignment. */
export function stripOffset(
  layout: LayoutResult,
  index: number,
  containerWidth: number,
  alignment: StripAlignment,
): number {
  const box = layout.boxes[index];
  if (!box) return 0;
  if (alignment === 'start') return box.x;
  if (alignment === 'end') return box.x + box.width - containerWidth;
  return box.x + box.width / 2 - containerWidth / 2;
}
