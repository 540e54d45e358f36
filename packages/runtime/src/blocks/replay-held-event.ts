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

/** What a submitter's form* attributes override on the form, as the browser's own submit does. */
const OVERRIDDEN = ['action', 'method', 'enctype', 'target'];

/**
 * The browser's own submit of a held form that nobody cancelled, with the submitter's name and
 * value as a hidden input (form.submit sends neither and fires no submit event, so the runtime
 * does not hold it again) and its formaction, formmethod, formenctype and formtarget (which
 * form.submit ignores) set on the form for the call. Only to an action the form or its submitter
 * names: without one, or with an empty one, the browser would post to the page itself, which
 * cannot take it (the block that should have sent it is not there: its code did not load), and
 * the visitor would lose what they typed. The form then stays as it is, and the next submit
 * tries the block's module again.
 */
function submitNatively(form: HTMLFormElement, submitter: HTMLElement | null): void {
  const saved = OVERRIDDEN.map((name) => form.getAttribute(name));
  OVERRIDDEN.forEach((name, i) => {
    const value = submitter?.getAttribute(`form${name}`) ?? saved[i];
    if (value !== null && value !== undefined) form.setAttribute(name, value);
  });
  if (!form.getAttribute('action')?.trim()) {
    console.error(
      '[tessera] The form was not sent: no block took it and it has no action. What was typed is kept; sending again tries again.',
      form,
    );
  } else {
    const { name, value } = (submitter ?? {}) as Partial<HTMLButtonElement>;
    if (name) {
      const input = form.ownerDocument.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value ?? '';
      form.append(input);
    }
    // The form's data and attributes are read during the call: the overrides can go after it.
    form.submit();
  }
  OVERRIDDEN.forEach((name, i) => {
    const value = saved[i];
    if (value === null || value === undefined) form.removeAttribute(name);
    else form.setAttribute(name, value);
  });
}

/**
 * Replays a held event on its original target, as a copy marked replayed. A click replayed on a
 * link or button gets its native action from the dispatch; a submit event does not, so a held
 * submit that no listener cancels (a form block cancels it and sends the form itself) is then
 * sent natively (submitNatively).
 */
export default function replayHeldEvent(event: Event): void {
  const target = event.target as Node | null;
  if (!target?.isConnected) return;
  const copy = markReplayed(cloneEvent(event));
  if (target.dispatchEvent(copy) && event.type === 'submit' && target.nodeName === 'FORM') {
    const submitter = (event as SubmitEvent).submitter;
    const form = target as HTMLFormElement;
    // A submitter outside the form but associated with it (form="id") counts too.
    const own = submitter?.isConnected && (submitter as HTMLButtonElement).form === form;
    submitNatively(form, own ? submitter : null);
  }
}
