/*
 * Releasing gated elements: one at a time (a script runs, an iframe loads), and in document
 * order through the release queue, as the page's own scripts would run.
 */
import {
  CONSENT_ATTRIBUTE,
  HELD_SOURCE_ATTRIBUTE,
  HELD_TYPE_ATTRIBUTE,
  PLACEHOLDER_ATTRIBUTE,
} from './gated-markup';

const JAVASCRIPT_TYPE = /^(?:text|application)\/(?:x-)?(?:java|ecma)script$/;

/**
 * Runs a held script: a fresh element (a script whose type changes does not run) with every
 * attribute but the gate's, in the held one's place.
 */
export function releaseScript(held: HTMLScriptElement): HTMLScriptElement {
  const doc = held.ownerDocument;
  const script = doc.createElement('script');
  const gateOnly = ['type', CONSENT_ATTRIBUTE, HELD_TYPE_ATTRIBUTE, PLACEHOLDER_ATTRIBUTE];
  for (const { name, value } of Array.from(held.attributes)) {
    if (!gateOnly.includes(name)) script.setAttribute(name, value);
  }
  // The browser hides a nonce attribute (it reads '') once the page has a CSP header; the value
  // lives on in the nonce property, and a strict `script-src 'nonce-…'` needs it on the copy.
  const nonce = held.nonce || held.getAttribute('nonce');
  if (nonce) script.setAttribute('nonce', nonce);
  // Inserted scripts default to async; keep the page's order unless the author asked for async.
  script.async = held.hasAttribute('async');
  const type = held.getAttribute(HELD_TYPE_ATTRIBUTE);
  if (type) script.type = type;
  script.text = held.text;
  held.replaceWith(script);
  return script;
}

/** Loads a held iframe: its data-src becomes its src. */
export function releaseIframe(held: HTMLIFrameElement): void {
  const source = held.getAttribute(HELD_SOURCE_ATTRIBUTE);
  held.removeAttribute(HELD_SOURCE_ATTRIBUTE);
  held.removeAttribute(CONSENT_ATTRIBUTE);
  if (source) held.src = source;
}

/**
 * The released script the next one must wait for: an external classic or module script that is
 * not async. Inline scripts run the moment they are inserted, so an inline script after
 * `<script src="lib.js">` would otherwise run before lib.js (vanilla-cookieconsent waits too).
 */
function mustFinishFirst(script: HTMLScriptElement): boolean {
  if (!script.hasAttribute('src') || script.async || script.hasAttribute('nomodule')) return false;
  // Only a script the browser runs fires load or error; another type would stall the queue.
  const type = script.type.trim().toLowerCase();
  return type === '' || type === 'module' || JAVASCRIPT_TYPE.test(type);
}

export interface ReleaseQueue {
  /** Queues an element and releases what may go now, in document order. */
  push(element: Element): void;
  /** Empties the queue and stops waiting for a script. */
  clear(): void;
}

/**
 * Releases gated elements in order, pausing after each external script until it ran (load or
 * error), as the page's own scripts would run. `release` releases one element and answers the
 * script that replaced it, if any.
 */
export function createReleaseQueue(
  release: (element: Element) => HTMLScriptElement | undefined,
): ReleaseQueue {
  const queue: Element[] = [];
  let stopped = false;
  /** Carries the listeners on the released external script the queue waits for. */
  let pending: AbortController | undefined;

  const releaseInOrder = (element: Element) => {
    const script = release(element);
    if (!script || !mustFinishFirst(script)) return;
    // One signal removes both listeners (load or error, whichever comes, resumes the queue).
    const waiting = new AbortController();
    const resume = () => {
      waiting.abort();
      pending = undefined;
      drain();
    };
    script.addEventListener('load', resume, waiting);
    script.addEventListener('error', resume, waiting);
    pending = waiting;
  };

  function drain() {
    while (!pending && !stopped && queue.length > 0) {
      const element = queue.shift()!;
      // One released on its own meanwhile ("Load content") is skipped: a script was replaced
      // (no longer connected), an iframe lost its data-src (releasing it again changes nothing).
      if (element.isConnected) releaseInOrder(element);
    }
  }

  return {
    push(element) {
      if (!queue.includes(element)) queue.push(element);
      drain();
    },
    clear() {
      stopped = true;
      queue.length = 0;
      pending?.abort();
      pending = undefined;
    },
  };
}
