/**
 * Holds a click, key press or form submit aimed at a block whose module is still loading, and
 * replays it once the block is ready: never lost, never doubled. (Stimulus and islands drop
 * such interactions; users notice.)
 */

/** Events that are held. Typing is never held: only keys that act (Enter, Space). */
export const HELD_EVENT_TYPES = ['click', 'keydown', 'submit'] as const;

const replayed = new WeakSet<Event>();

export function isReplayed(event: Event): boolean {
  return replayed.has(event);
}

/** Marks a copy made for a replay, so that it is not held again. */
export function markReplayed(event: Event): Event {
  replayed.add(event);
  return event;
}

/**
 * Keys are held only on elements that have no key behaviour of their own (a slide, a tab with
 * tabindex). On a control the key does its native work: Enter or Space on a button or link
 * becomes a click, and that click is held; Enter in a field becomes a submit, which is held;
 * typing is never held. (A cancelled keydown on a button would never become a click.)
 */
const KEY_HANDLING_ELEMENTS = 'input,textarea,select,button,a[href],summary,[contenteditable]';

/** Whether `event` should wait for the block to load. */
export function shouldHold(event: Event): boolean {
  if (event.type !== 'keydown') return true;
  const key = (event as KeyboardEvent).key;
  if (key !== 'Enter' && key !== ' ') return false;
  return !(event.target as Element | null)?.closest?.(KEY_HANDLING_ELEMENTS);
}
