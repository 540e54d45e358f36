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

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'submit', 'reset', 'checkbox', 'radio', 'image'].includes(target.type);
  }
  return false;
}

/** Whether `event` should wait for the block to load. */
export function shouldHold(event: Event): boolean {
  if (event.type === 'keydown') {
    const key = (event as KeyboardEvent).key;
    if (key !== 'Enter' && key !== ' ') return false;
    return !isEditable(event.target);
  }
  return true;
}

function cloneEvent(event: Event): Event {
  if (event.type === 'submit') {
    const submitter = (event as SubmitEvent).submitter ?? null;
    return new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
  }
  if (event instanceof KeyboardEvent) {
    return new KeyboardEvent(event.type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      key: event.key,
      code: event.code,
      altKey: event.altKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      repeat: event.repeat,
    });
  }
  const mouse = event as MouseEvent;
  return new MouseEvent(event.type, {
    bubbles: true,
    cancelable: true,
    composed: true,
    clientX: mouse.clientX,
    clientY: mouse.clientY,
    screenX: mouse.screenX,
    screenY: mouse.screenY,
    button: mouse.button,
    buttons: mouse.buttons,
    altKey: mouse.altKey,
    ctrlKey: mouse.ctrlKey,
    metaKey: mouse.metaKey,
    shiftKey: mouse.shiftKey,
    detail: mouse.detail,
  });
}

/** Replays a held event on its original target, and performs the form's native submit if no
 * handler took it (a click replayed on a link or button gets its native action from dispatch). */
export function replay(event: Event): void {
  const target = event.target;
  if (!(target instanceof Node) || !target.isConnected) return;
  const copy = cloneEvent(event);
  replayed.add(copy);
  const proceed = target.dispatchEvent(copy);
  if (proceed && event.type === 'submit' && target instanceof HTMLFormElement) {
    HTMLFormElement.prototype.submit.call(target);
  }
}
