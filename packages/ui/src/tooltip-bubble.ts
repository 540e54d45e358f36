import { adoptStylesInto } from './adopt-styles-into';
import type { TooltipOptions } from './options';
import { getOverlayHost } from './overlay-host';
import { themeStyles } from './styles/theme';
import { tooltipStyles } from './styles/tooltip';
import type { TooltipHover } from './tooltip-hover';

/**
 * The tooltip's bubble in the overlay host (its shadow root keeps the site's CSS out), with the
 * settings as custom properties for the stylesheet. `onEnter` and `onLeave` follow the pointer
 * over the bubble, so that it may be hovered (WCAG 1.4.13).
 */
export function createTooltipBubble(
  doc: Document,
  settings: TooltipOptions,
  hover: Pick<TooltipHover, 'enterBubble' | 'leaveBubble'>,
): HTMLElement {
  const { root, container } = getOverlayHost(doc);
  adoptStylesInto(root, 'theme', themeStyles);
  adoptStylesInto(root, 'tooltip', tooltipStyles);
  const bubble = doc.createElement('div');
  bubble.className = 'tooltip';
  bubble.setAttribute('part', 'tooltip');
  bubble.setAttribute('role', 'tooltip');
  // The anchor's aria-description already carries the text; the bubble is its visual twin,
  // hidden from the accessibility tree so it is neither read twice nor stray page content.
  bubble.setAttribute('aria-hidden', 'true');
  bubble.setAttribute('data-theme', settings.theme);
  bubble.setAttribute('popover', 'manual');
  bubble.style.setProperty('--_tooltip-width', `${settings.width}px`);
  bubble.style.setProperty('--_tooltip-margin', `${settings.edgeMargin}px`);
  bubble.style.setProperty('--_tooltip-fade', `${settings.fadeMs}ms`);
  bubble.addEventListener('pointerenter', hover.enterBubble);
  bubble.addEventListener('pointerleave', hover.leaveBubble);
  container.append(bubble);
  return bubble;
}
