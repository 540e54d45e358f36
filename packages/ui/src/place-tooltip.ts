import { computePosition, flip, offset, shift } from '@floating-ui/dom';
import type { TooltipOptions } from './options';

/** Places the bubble by `element` (spec 001 §9: 20 px from the viewport edge), flipping and
 * shifting to stay in view, by @floating-ui/dom. */
export function placeTooltip(
  element: HTMLElement,
  bubble: HTMLElement,
  settings: TooltipOptions,
): void {
  void computePosition(element, bubble, {
    strategy: 'fixed',
    placement: settings.placement,
    middleware: [
      offset(settings.offset),
      flip({ padding: settings.edgeMargin }),
      shift({ padding: settings.edgeMargin }),
    ],
  }).then(({ x, y, placement }) => {
    bubble.style.left = `${x}px`;
    bubble.style.top = `${y}px`;
    bubble.setAttribute('data-placement', placement);
  });
}
