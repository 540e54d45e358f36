/**
 * Desktop click zones (spec 001 §2): right half of the screen next, left half previous; a click
 * in the outer 2 percent margin or on the image does not navigate; a click elsewhere (outside
 * the slide area: the caption bar, the strip's gaps) closes. Pure, so the table is tested
 * without a DOM.
 */
import { LIGHTBOX_CLICK_EDGE_MARGIN } from './options';

export type ClickAction = 'next' | 'previous' | 'close' | 'none';

export interface ClickInput {
  /** Click position in viewport pixels. */
  x: number;
  y: number;
  viewportWidth: number;
  viewportHeight: number;
  /** The click landed on the image (or video) itself. */
  onMedia: boolean;
  /** The click landed in the slide area (the stage around the picture). */
  onStage: boolean;
  /** Default 0.02 (spec 001 §9). */
  edgeMargin?: number;
}

export function clickAction(input: ClickInput): ClickAction {
  const margin = input.edgeMargin ?? LIGHTBOX_CLICK_EDGE_MARGIN;
  if (input.onMedia) return 'none';
  const marginX = input.viewportWidth * margin;
  const marginY = input.viewportHeight * margin;
  const inMargin =
    input.x < marginX ||
    input.x > input.viewportWidth - marginX ||
    input.y < marginY ||
    input.y > input.viewportHeight - marginY;
  if (inMargin) return 'none';
  if (!input.onStage) return 'close';
  return input.x >= input.viewportWidth / 2 ? 'next' : 'previous';
}
