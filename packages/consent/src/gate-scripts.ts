import { messages } from './messages';

/** Marks a script or iframe that waits for consent; its value names the purpose. */
export const CONSENT_ATTRIBUTE = 'data-consent';
/** On a gated iframe: the src held back until consent. */
export const HELD_SOURCE_ATTRIBUTE = 'data-src';
/** On a gated script: the type it runs as once released (default: a classic script). */
export const HELD_TYPE_ATTRIBUTE = 'data-type';
/** On a gated script: ask for a placeholder (its value, when not empty, is the placeholder text). */
export const PLACEHOLDER_ATTRIBUTE = 'data-consent-placeholder';

const JAVASCRIPT_TYPE = /^(?:text|application)\/(?:x-)?(?:java|ecma)script$/;
const GATED_SELECTOR = `script[type="text/plain"][${CONSENT_ATTRIBUTE}], iframe[${CONSENT_ATTRIBUTE}][${HELD_SOURCE_ATTRIBUTE}]`;
const PLACEHOLDER_CLASS = 'tessera-consent-placeholder';

/** Zero-specificity defaults (`:where`), so any site rule wins; the site may restyle freely. */
const PLACEHOLDER_STYLES = `:where(.${PLACEHOLDER_CLASS}){box-sizing:border-box;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;max-width:100%;padding:16px;border:1px solid #c9c9d0;background:#f4f4f6;color:#1b1b1f;text-align:center}
:where(.${PLACEHOLDER_CLASS}) :where(p){margin:0}
:where(.${PLACEHOLDER_CLASS}) :where(button){font:inherit;cursor:pointer;min-height:44px;padding:8px 16px;border:1px solid #1a56db;border-radius:4px;background:#1a56db;color:#fff}`;
const styled = new WeakSet<Document>();

/** Adds the placeholder defaults once per document, as an adopted sheet (no inline <style>, CSP-safe). */
function adoptPlaceholderStyles(doc: Document): void {
  const view = doc.defaultView;
  if (styled.has(doc) || !view || !('adoptedStyleSheets' in doc)) return;
  styled.add(doc);
  try {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(PLACEHOLDER_STYLES);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  } catch {
    // An engine without constructable sheets shows the unstyled placeholder: still usable.
  }
}

export interface ScriptGateOptions {
  /** The placeholder's "Accept cookies" button: accept for the whole site. */
  onAcceptAll?: () => void;
  messages?: Partial<
    Pick<typeof messages, 'placeholderText' | 'placeholderLoad' | 'placeholderAcceptAll'>
  >;
}

export interface ScriptGate {
  /** Runs every gated script and loads every gated iframe, now and when added later. */
  release(): void;
  /** Stops watching for gated elements and removes the placeholders (gated elements stay inert). */
  stop(): void;
}

/** Every gated element under `root` (itself included). */
export function findGatedElements(root: ParentNode): Element[] {
  const found = Array.from(root.querySelectorAll(GATED_SELECTOR));
  if (root instanceof Element && root.matches(GATED_SELECTOR)) found.unshift(root);
  return found;
}

/**
 * Runs a held script: a fresh element (a script whose type changes does not run) with every
 * attribute but the gate's, in the held one's place.
 */
export function releaseScript(held: HTMLScriptElement): HTMLScriptElement {
  const doc = held.ownerDocument;
  const script = doc.createElement('script');
  for (const { name, value } of Array.from(held.attributes)) {
    if (name === 'type' || name === CONSENT_ATTRIBUTE || name === HELD_TYPE_ATTRIBUTE) continue;
    if (name === PLACEHOLDER_ATTRIBUTE) continue;
    script.setAttribute(name, value);
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

/**
 * Gates scripts (`<script type="text/plain" data-consent="analytics">`) and iframes
 * (`<iframe data-consent="video" data-src="…">`) until consent. Iframes, and scripts marked
 * data-consent-placeholder, get a placeholder with a one-click "Load content" for that element
 * alone and an "Accept cookies" for the site. Gated elements added later are handled too.
 */
export function gateScripts(root: Document | Element, options: ScriptGateOptions = {}): ScriptGate {
  const doc = root instanceof Element ? root.ownerDocument : root;
  const text = { ...messages, ...options.messages };
  const placeholders = new Map<Element, HTMLElement>();
  const hiddenByGate = new Set<HTMLIFrameElement>();
  /** Gated elements waiting to be released, in document order. */
  const queue: Element[] = [];
  let released = false;
  let stopped = false;
  /** The released external script the queue waits for, with the listener that resumes it. */
  let pending: { script: HTMLScriptElement; resume: () => void } | undefined;

  const removePlaceholder = (element: Element) => {
    placeholders.get(element)?.remove();
    placeholders.delete(element);
  };

  /** Releases one element; answers the script that replaced it, if it was a script. */
  const releaseAlone = (element: Element): HTMLScriptElement | undefined => {
    removePlaceholder(element);
    if (element.localName === 'script') return releaseScript(element as HTMLScriptElement);
    const iframe = element as HTMLIFrameElement;
    if (hiddenByGate.delete(iframe)) iframe.hidden = false;
    releaseIframe(iframe);
    return undefined;
  };

  const releaseInOrder = (element: Element) => {
    const script = releaseAlone(element);
    if (!script || !mustFinishFirst(script)) return;
    const resume = () => {
      script.removeEventListener('load', resume);
      script.removeEventListener('error', resume);
      pending = undefined;
      drain();
    };
    script.addEventListener('load', resume);
    script.addEventListener('error', resume);
    pending = { script, resume };
  };

  /** Releases queued elements in order, pausing after each external script until it ran. */
  function drain() {
    while (!pending && !stopped && queue.length > 0) {
      const element = queue.shift()!;
      if (element.isConnected) releaseInOrder(element);
    }
  }

  const release = (element: Element) => {
    if (!queue.includes(element)) queue.push(element);
    drain();
  };

  const addPlaceholder = (element: Element) => {
    const wantsPlaceholder =
      element.localName === 'iframe' || element.hasAttribute(PLACEHOLDER_ATTRIBUTE);
    if (placeholders.has(element) || !wantsPlaceholder || !element.parentNode) return;
    adoptPlaceholderStyles(doc);
    const placeholder = doc.createElement('div');
    placeholder.className = PLACEHOLDER_CLASS;
    placeholder.setAttribute('data-part', 'consent-placeholder');
    placeholder.setAttribute('data-consent-purpose', element.getAttribute(CONSENT_ATTRIBUTE) ?? '');
    const width = element.getAttribute('width');
    const height = element.getAttribute('height');
    if (width) placeholder.style.width = /^\d+$/.test(width) ? `${width}px` : width;
    if (height) placeholder.style.minHeight = /^\d+$/.test(height) ? `${height}px` : height;
    const note = doc.createElement('p');
    note.textContent = element.getAttribute(PLACEHOLDER_ATTRIBUTE) || text.placeholderText;
    const load = doc.createElement('button');
    load.type = 'button';
    load.textContent = text.placeholderLoad;
    // One click loads this element alone, at once (its own choice, not the page's order).
    load.addEventListener('click', () => {
      const queued = queue.indexOf(element);
      if (queued !== -1) queue.splice(queued, 1);
      releaseAlone(element);
    });
    placeholder.append(note, load);
    if (options.onAcceptAll) {
      const acceptAll = doc.createElement('button');
      acceptAll.type = 'button';
      acceptAll.textContent = text.placeholderAcceptAll;
      acceptAll.addEventListener('click', options.onAcceptAll);
      placeholder.append(acceptAll);
    }
    if (element.localName === 'iframe' && !(element as HTMLIFrameElement).hidden) {
      (element as HTMLIFrameElement).hidden = true;
      hiddenByGate.add(element as HTMLIFrameElement);
    }
    element.before(placeholder);
    placeholders.set(element, placeholder);
  };

  const handle = (element: Element) => (released ? release(element) : addPlaceholder(element));

  /** A gated element the page removed takes its placeholder with it; one it moved, along. */
  const followElements = () => {
    for (const [element, placeholder] of placeholders) {
      if (!element.isConnected) {
        removePlaceholder(element);
        // Leave it as the page made it: if it comes back, it is gated afresh.
        if (hiddenByGate.delete(element as HTMLIFrameElement)) {
          (element as HTMLIFrameElement).hidden = false;
        }
      } else if (element.previousSibling !== placeholder) {
        element.before(placeholder);
      }
    }
  };

  const observer = new (doc.defaultView ?? globalThis).MutationObserver((records) => {
    if (records.some((record) => record.removedNodes.length > 0)) followElements();
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (node.nodeType === 1) findGatedElements(node as Element).forEach(handle);
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  findGatedElements(root).forEach(handle);

  return {
    release() {
      released = true;
      findGatedElements(root).forEach(release);
    },
    stop() {
      stopped = true;
      observer.disconnect();
      queue.length = 0;
      if (pending) {
        pending.script.removeEventListener('load', pending.resume);
        pending.script.removeEventListener('error', pending.resume);
        pending = undefined;
      }
      for (const element of [...placeholders.keys()]) removePlaceholder(element);
      for (const iframe of hiddenByGate) iframe.hidden = false;
      hiddenByGate.clear();
    },
  };
}
