import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';
import { adoptStylesInto } from './adopt-styles-into';
import { type TooltipOptions, tooltipDefaults } from './options';
import { getOverlayHost } from './overlay-host';
import { themeStyles } from './styles/theme';
import { tooltipStyles } from './styles/tooltip';
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
    const bubble = tip;
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
  };

  const createTip = (): HTMLElement => {
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
    bubble.addEventListener('pointerenter', enterBubble);
    bubble.addEventListener('pointerleave', leaveBubble);
    container.append(bubble);
    return bubble;
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
        tip ??= createTip();
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

  // The pointer may cross from the element to the shown bubble (WCAG 1.4.13): leaving either
  // waits `leaveDelayMs`, and entering either cancels the wait.
  let overBubble = false;
  let leaveTimer: ReturnType<typeof setTimeout> | undefined;
  const cancelLeave = () => {
    clearTimeout(leaveTimer);
    leaveTimer = undefined;
  };
  const enterPointer = () => {
    cancelLeave();
    machine.enter('pointer');
  };
  const leavePointer = () => {
    cancelLeave();
    if (machine.state !== 'visible') {
      machine.leave('pointer');
      return;
    }
    leaveTimer = setTimeout(() => {
      leaveTimer = undefined;
      if (!overBubble) machine.leave('pointer');
    }, settings.leaveDelayMs);
  };
  const enterBubble = () => {
    overBubble = true;
    cancelLeave();
  };
  const leaveBubble = () => {
    overBubble = false;
    leavePointer();
  };
  // focusin/focusout, so a tooltip on a wrapper shows for keyboard focus on what it wraps.
  const enterFocus = (event: Event) => {
    if (isKeyboardFocus(event.target as Element)) machine.enter('focus');
  };
  const leaveFocus = (event: Event) => {
    const next = (event as FocusEvent).relatedTarget as Node | null;
    if (next && element.contains(next)) return;
    machine.leave('focus');
  };
  const listeners: [string, (event: Event) => void][] = [
    ['pointerenter', enterPointer],
    ['pointerleave', leavePointer],
    ['focusin', enterFocus],
    ['focusout', leaveFocus],
  ];
  for (const [name, listener] of listeners) element.addEventListener(name, listener);

  const previousDescription = element.getAttribute('aria-description');
  if (previousDescription === null) element.setAttribute('aria-description', text);

  return () => {
    for (const [name, listener] of listeners) element.removeEventListener(name, listener);
    cancelLeave();
    machine.destroy();
    doc.removeEventListener('keydown', onEscape, true);
    tip?.removeEventListener('pointerenter', enterBubble);
    tip?.removeEventListener('pointerleave', leaveBubble);
    tip?.remove();
    tip = null;
    if (previousDescription === null) element.removeAttribute('aria-description');
  };
}
