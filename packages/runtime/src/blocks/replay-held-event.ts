/**
 * Replays an interaction the runtime held while its block loaded (./held-events). A chunk of its
 * own: only a page where a visitor acted on a loading block fetches it.
 */
import { markReplayed } from './held-events';

/**
 * A copy of a mouse or keyboard event. The event itself serves as the init dictionary: WebIDL
 * reads every field (bubbles, clientX, key, modifiers, …) through its getters.
 */
function cloneEvent(event: Event): Event {
  const Constructor = event.constructor as new (type: string, init: Event) => Event;
  return new Constructor(event.type, event);
}

/**
 * Replays a held event on its original target. A click replayed on a link or button gets its
 * native action from the dispatch; a submit is replayed with requestSubmit, which runs the
 * block's handler once and submits natively (with the submitter's name and value) if nobody
 * cancels it.
 */
export function replayHeldEvent(event: Event): void {
  const target = event.target as Node | null;
  if (!target?.isConnected) return;
  if (event.type === 'submit' && target.nodeName === 'FORM') {
    const form = target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
    form.requestSubmit(submitter?.isConnected && submitter.form === form ? submitter : null);
    return;
  }
  target.dispatchEvent(markReplayed(cloneEvent(event)));
}
