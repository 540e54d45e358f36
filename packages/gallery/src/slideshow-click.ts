/**
 * What a click on a slideshow slide does (spec 001 §4 "Slideshow (stacked)"): links are ignored,
 * video slides do not advance, a click-through url navigates (inside the site editor frame a
 * bypass event instead), else next, previous or by side (right of the slide's middle goes next).
 */
export type ClickBehavior = 'next' | 'previous' | 'side';

export type SlideshowClickAction =
  | { kind: 'none' }
  | { kind: 'navigate'; url: string }
  | { kind: 'bypass'; url: string }
  | { kind: 'move'; direction: 1 | -1 };

export interface SlideshowClick {
  behavior: ClickBehavior;
  /** The click landed on (or inside) a link. */
  onLink: boolean;
  slideType: 'image' | 'video';
  clickThroughUrl?: string | undefined;
  inEditor: boolean;
  /** Click x and the slide's left edge and width, for 'side'. */
  x: number;
  slideLeft: number;
  slideWidth: number;
}

export function slideshowClickAction(click: SlideshowClick): SlideshowClickAction {
  if (click.onLink) return { kind: 'none' };
  if (click.clickThroughUrl) {
    return click.inEditor
      ? { kind: 'bypass', url: click.clickThroughUrl }
      : { kind: 'navigate', url: click.clickThroughUrl };
  }
  if (click.slideType === 'video') return { kind: 'none' };
  if (click.behavior === 'previous') return { kind: 'move', direction: -1 };
  if (click.behavior === 'side') {
    return { kind: 'move', direction: click.x > click.slideLeft + click.slideWidth / 2 ? 1 : -1 };
  }
  return { kind: 'move', direction: 1 };
}

/** spec 001 §4 "Strip": clicking the active slide does next, previous or nothing. */
export type ActiveSlideClick = 'next' | 'previous' | 'none';

export function stripClickTarget(
  clicked: number,
  active: number,
  setting: ActiveSlideClick,
): { kind: 'go'; index: number } | { kind: 'move'; direction: 1 | -1 } | { kind: 'none' } {
  if (clicked !== active) return { kind: 'go', index: clicked };
  if (setting === 'next') return { kind: 'move', direction: 1 };
  if (setting === 'previous') return { kind: 'move', direction: -1 };
  return { kind: 'none' };
}
