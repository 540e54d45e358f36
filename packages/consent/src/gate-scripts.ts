import { consentMessages } from './consent-messages';
import { createConsentPlaceholders } from './consent-placeholders';
import { CONSENT_ATTRIBUTE, findGatedElements } from './gated-markup';
import { createReleaseQueue, releaseIframe, releaseScript } from './release-gated-element';

export interface ScriptGateOptions {
  /** The placeholder's "Accept cookies" button: accept for the whole site. */
  onAcceptAll?: () => void;
  messages?: Partial<
    Pick<typeof consentMessages, 'placeholderText' | 'placeholderLoad' | 'placeholderAcceptAll'>
  >;
}

/** Whether the visitor granted a purpose (a gated element's `data-consent` value). */
export type PurposeGranted = (purpose: string) => boolean;

export interface ScriptGate {
  /**
   * Runs the gated scripts and loads the gated iframes whose purpose `granted` allows (default:
   * every purpose), now and when added later; a later call with more purposes releases more.
   */
  release(granted?: PurposeGranted): void;
  /** Stops watching for gated elements and removes the placeholders (gated elements stay inert). */
  stop(): void;
}

/**
 * Gates scripts (`<script type="text/plain" data-consent="analytics">`) and iframes
 * (`<iframe data-consent="video" data-src="…">`) until consent. Iframes, and scripts marked
 * data-consent-placeholder, get a placeholder with a one-click "Load content" for that element
 * alone and an "Accept cookies" for the site. Gated elements added later are handled too.
 */
export function gateScripts(root: Document | Element, options: ScriptGateOptions = {}): ScriptGate {
  const doc = root instanceof Element ? root.ownerDocument : root;
  let granted: PurposeGranted = () => false;
  const purposeOf = (element: Element) => element.getAttribute(CONSENT_ATTRIBUTE)?.trim() ?? '';

  /** Releases one element; answers the script that replaced it, if it was a script. */
  const releaseAlone = (element: Element): HTMLScriptElement | undefined => {
    placeholders.remove(element);
    if (element.localName === 'script') return releaseScript(element as HTMLScriptElement);
    releaseIframe(element as HTMLIFrameElement);
    return undefined;
  };
  const queue = createReleaseQueue(releaseAlone);
  const placeholders = createConsentPlaceholders(doc, {
    text: { ...consentMessages, ...options.messages },
    // One click loads this element alone, at once (its own choice, not the page's order); the
    // queue skips it when its turn comes.
    onLoad: releaseAlone,
    onAcceptAll: options.onAcceptAll,
  });

  const handle = (element: Element) => {
    if (granted(purposeOf(element))) queue.push(element);
    else placeholders.add(element);
  };

  const observer = new (doc.defaultView ?? globalThis).MutationObserver((records) => {
    if (records.some((record) => record.removedNodes.length > 0)) placeholders.follow();
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (node.nodeType === 1) findGatedElements(node as Element).forEach(handle);
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  findGatedElements(root).forEach(handle);

  return {
    release(next = () => true) {
      granted = next;
      for (const element of findGatedElements(root))
        if (granted(purposeOf(element))) queue.push(element);
    },
    stop() {
      observer.disconnect();
      queue.clear();
      placeholders.clear();
    },
  };
}
