import type { consentMessages } from './consent-messages';
import { CONSENT_ATTRIBUTE, PLACEHOLDER_ATTRIBUTE } from './gated-markup';

const PLACEHOLDER_CLASS = 'tessera-consent-placeholder';

/** Zero-specificity defaults (`:where`), so any site rule wins; the site may restyle freely. */
const PLACEHOLDER_STYLES = `:where(.${PLACEHOLDER_CLASS}){box-sizing:border-box;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;max-width:100%;padding:16px;border:1px solid #c9c9d0;background:#f4f4f6;color:#1b1b1f;text-align:center}
:where(.${PLACEHOLDER_CLASS} p){margin:0}
:where(.${PLACEHOLDER_CLASS} button){font:inherit;cursor:pointer;min-height:44px;padding:8px 16px;border:1px solid #1a56db;border-radius:4px;background:#1a56db;color:#fff}`;
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

export interface ConsentPlaceholders {
  /** Puts a placeholder before a gated iframe, or a script that asks for one. */
  add(element: Element): void;
  /** Removes the element's placeholder (and shows an iframe the gate hid). */
  remove(element: Element): void;
  /** A gated element the page removed takes its placeholder with it; one it moved, along. */
  follow(): void;
  /** Removes every placeholder. */
  clear(): void;
}

export interface PlaceholderOptions {
  text: Pick<
    typeof consentMessages,
    'placeholderText' | 'placeholderLoad' | 'placeholderAcceptAll'
  >;
  /** "Load content": this element alone, at once. */
  onLoad(element: Element): void;
  /** "Accept cookies": accept for the whole site. */
  onAcceptAll?: () => void;
}

/**
 * The placeholder element for a gated one: a note, "Load content", and "Accept cookies". The
 * buttons answer through their onclick property: the handler lives on the button and goes with
 * the placeholder, so no listener needs removing (nor an abort signal per placeholder).
 */
function createPlaceholder(element: Element, options: PlaceholderOptions): HTMLElement {
  const doc = element.ownerDocument;
  const placeholder = doc.createElement('div');
  placeholder.className = PLACEHOLDER_CLASS;
  placeholder.setAttribute('data-part', 'consent-placeholder');
  placeholder.setAttribute('data-consent-purpose', element.getAttribute(CONSENT_ATTRIBUTE) ?? '');
  const width = element.getAttribute('width');
  const height = element.getAttribute('height');
  if (width) placeholder.style.width = /^\d+$/.test(width) ? `${width}px` : width;
  if (height) placeholder.style.minHeight = /^\d+$/.test(height) ? `${height}px` : height;
  const note = doc.createElement('p');
  note.textContent = element.getAttribute(PLACEHOLDER_ATTRIBUTE) || options.text.placeholderText;
  const button = (text: string, onclick: () => void) => {
    const made = doc.createElement('button');
    made.type = 'button';
    made.textContent = text;
    made.onclick = onclick;
    return made;
  };
  placeholder.append(
    note,
    button(options.text.placeholderLoad, () => options.onLoad(element)),
  );
  if (options.onAcceptAll) {
    placeholder.append(button(options.text.placeholderAcceptAll, options.onAcceptAll));
  }
  return placeholder;
}

/** The placeholders of a script gate, and the iframes it hid behind them. */
export function createConsentPlaceholders(
  doc: Document,
  options: PlaceholderOptions,
): ConsentPlaceholders {
  const placeholders = new Map<Element, HTMLElement>();
  const hiddenByGate = new Set<HTMLIFrameElement>();

  const remove = (element: Element) => {
    placeholders.get(element)?.remove();
    placeholders.delete(element);
    if (hiddenByGate.delete(element as HTMLIFrameElement)) {
      (element as HTMLIFrameElement).hidden = false;
    }
  };

  return {
    add(element) {
      const wantsPlaceholder =
        element.localName === 'iframe' || element.hasAttribute(PLACEHOLDER_ATTRIBUTE);
      if (placeholders.has(element) || !wantsPlaceholder || !element.parentNode) return;
      adoptPlaceholderStyles(doc);
      const placeholder = createPlaceholder(element, options);
      if (element.localName === 'iframe' && !(element as HTMLIFrameElement).hidden) {
        (element as HTMLIFrameElement).hidden = true;
        hiddenByGate.add(element as HTMLIFrameElement);
      }
      element.before(placeholder);
      placeholders.set(element, placeholder);
    },
    remove,
    follow() {
      for (const [element, placeholder] of placeholders) {
        // Leave a removed element as the page made it: if it comes back, it is gated afresh.
        if (!element.isConnected) remove(element);
        else if (element.previousSibling !== placeholder) element.before(placeholder);
      }
    },
    clear() {
      // Every iframe the gate hid has a placeholder: removing them shows each again.
      for (const element of [...placeholders.keys()]) remove(element);
    },
  };
}
