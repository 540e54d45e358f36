/**
 * Open intent: a pointer that stops on an opener, a press, or keyboard focus that stays on it
 * comes tens to hundreds of milliseconds before the click (a tap's press is about 100 ms before
 * its click), time enough to fetch what the click will show. A pointer crossing a grid is no
 * intent: every movement restarts the wait, so it must be still INTENT_HOVER_DELAY_MS on one
 * opener. Focus must stay INTENT_FOCUS_DELAY_MS, longer than a Tab through a grid takes. The
 * lightbox block warms its overlay through this watcher on every kind of opener (its links,
 * gallery slides, image blocks).
 */

/** How long a mouse or pen must be still on an opener before it counts as intent. */
export const INTENT_HOVER_DELAY_MS = 50;
/** How long keyboard focus must stay on an opener before it counts as intent. */
export const INTENT_FOCUS_DELAY_MS = 300;

/** What showed the intent: a still pointer, a press (at once), or focus that stayed. */
export type OpenIntentKind = 'rest' | 'press' | 'focus';

export interface OpenIntentHandlers {
  onIntent(target: Element, kind: OpenIntentKind): void;
  /** A press that turned into something else (a touch that became a scroll: pointercancel). */
  onCancel?(): void;
}

/**
 * Watches `element` and its descendants for open intent; returns the cleanup, which also drops
 * a pending call. Only a primary press of the main button counts (a right or middle click opens
 * a menu or a tab, not the lightbox).
 */
export function watchOpenIntent(
  element: HTMLElement,
  handlers: OpenIntentHandlers | ((target: Element, kind: OpenIntentKind) => void),
): () => void {
  const { onIntent, onCancel } =
    typeof handlers === 'function' ? { onIntent: handlers, onCancel: undefined } : handlers;
  let hover: ReturnType<typeof setTimeout> | undefined;
  let hoverTarget: EventTarget | null = null;
  let focus: ReturnType<typeof setTimeout> | undefined;
  const cancelHover = () => {
    clearTimeout(hover);
    hover = undefined;
  };
  const cancelFocus = () => {
    clearTimeout(focus);
    focus = undefined;
  };
  const report = (target: EventTarget | null, kind: OpenIntentKind) => {
    if (target instanceof Element) onIntent(target, kind);
  };
  const restart = () => {
    cancelHover();
    const target = hoverTarget;
    hover = setTimeout(() => {
      hover = undefined;
      report(target, 'rest');
    }, INTENT_HOVER_DELAY_MS);
  };
  const onPointerOver = (event: PointerEvent) => {
    // A touch has no hover: its pointerover comes with the press, handled below.
    if (event.pointerType === 'touch') return;
    hoverTarget = event.target;
    restart();
  };
  const onPointerMove = (event: PointerEvent) => {
    // Still moving: not yet at rest.
    if (hover !== undefined && event.pointerType !== 'touch') restart();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!event.isPrimary || event.button !== 0) return;
    cancelHover();
    report(event.target, 'press');
  };
  const onFocusIn = (event: FocusEvent) => {
    cancelFocus();
    focus = setTimeout(() => {
      focus = undefined;
      report(event.target, 'focus');
    }, INTENT_FOCUS_DELAY_MS);
  };
  const onPointerCancel = () => onCancel?.();
  const listeners: [string, EventListener][] = [
    ['pointerover', onPointerOver as EventListener],
    ['pointermove', onPointerMove as EventListener],
    ['pointerout', cancelHover],
    ['pointerdown', onPointerDown as EventListener],
    ['pointercancel', onPointerCancel],
    ['focusin', onFocusIn as EventListener],
    ['focusout', cancelFocus],
  ];
  for (const [type, listener] of listeners) element.addEventListener(type, listener);
  return () => {
    cancelHover();
    cancelFocus();
    for (const [type, listener] of listeners) element.removeEventListener(type, listener);
  };
}
