import { autoUpdate } from '@floating-ui/dom';
import { type TooltipOptions, tooltipDefaults } from './options';
import { placeTooltip } from './place-tooltip';
import { createTooltipBubble } from './tooltip-bubble';
import { createTooltipHover } from './tooltip-hover';
import { createTooltipMachine } from './tooltip-machine';
import { raiseToTopLayer } from './top-layer';

/** Keyboard focus only: a mouse click that focuses a button should not pop a tooltip. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Gives `element` a tooltip with `text` (spec 001 §4, §9): it appears 1200 ms after the pointer
 * enters or keyboard focus arrives, fades over 0.3 s, is 250 px wide at most and keeps 20 px from
 * the viewport edge, positioned by @floating-ui/dom. Escape dismisses it. The bubble lives in the
 * overlay host; the text also reaches assistive technology as the element's `aria-description`
 * (an id reference cannot cross into the shadow root). Returns the function that removes it all.
 */
export function attachTooltip(
  element: HTMLElement,
  text: string,
  options: Partial<TooltipOptions> = {},
): () => void {
  const settings: TooltipOptions = { ...tooltipDefaults, ...options };
  const doc = element.ownerDocument;
  let tip: HTMLElement | null = null;
  let stopPositioning: (() => void) | null = null;

  const place = () => {
    if (!tip) return;
    // The site removed the element while its tooltip showed: no pointerleave or blur will come.
    if (!element.isConnected) {
      machine.leave('pointer');
      machine.leave('focus');
      return;
    }
    placeTooltip(element, tip, settings);
  };

  // A shown tooltip takes Escape for itself (APG): a modal under it stays open.
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (machine.state === 'visible') {
      event.preventDefault();
      event.stopPropagation();
    }
    machine.dismiss();
  };

  const machine = createTooltipMachine({
    delayMs: settings.delayMs,
    onChange(state) {
      if (state === 'pending') doc.addEventListener('keydown', onEscape, true);
      if (state === 'hidden') doc.removeEventListener('keydown', onEscape, true);
      if (state === 'visible') {
        tip ??= createTooltipBubble(doc, settings, hover);
        tip.textContent = text;
        raiseToTopLayer(tip);
        tip.setAttribute('data-state', 'open');
        stopPositioning = autoUpdate(element, tip, place);
        return;
      }
      stopPositioning?.();
      stopPositioning = null;
      tip?.setAttribute('data-state', 'closed');
    },
  });
  const hover = createTooltipHover(machine, settings.leaveDelayMs);

  // focusin/focusout, so a tooltip on a wrapper shows for keyboard focus on what it wraps.
  const enterFocus = (event: Event) => {
    if (isKeyboardFocus(event.target as Element)) machine.enter('focus');
  };
  const leaveFocus = (event: Event) => {
    // contains(null) is false: focus that left the page leaves the tooltip too.
    if (!element.contains((event as FocusEvent).relatedTarget as Node | null))
      machine.leave('focus');
  };
  const listeners: [string, (event: Event) => void][] = [
    ['pointerenter', hover.enterPointer],
    ['pointerleave', hover.leavePointer],
    ['focusin', enterFocus],
    ['focusout', leaveFocus],
  ];
  for (const [name, listener] of listeners) element.addEventListener(name, listener);

  const described = element.hasAttribute('aria-description');
  if (!described) element.setAttribute('aria-description', text);

  return () => {
    for (const [name, listener] of listeners) element.removeEventListener(name, listener);
    hover.cancelLeave();
    machine.destroy();
    doc.removeEventListener('keydown', onEscape, true);
    tip?.removeEventListener('pointerenter', hover.enterBubble);
    tip?.removeEventListener('pointerleave', hover.leaveBubble);
    tip?.remove();
    tip = null;
    if (!described) element.removeAttribute('aria-description');
  };
}
