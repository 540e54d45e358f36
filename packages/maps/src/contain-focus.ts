/** spec 001 §5, §8: the focus containment's one refusal, word for word. */
export const FOCUS_CONTAINMENT_ERROR = 'One (and only one) of container and predicate must be set';

const FOCUSABLE = 'a[href],area[href],button,input,select,textarea,iframe,[tabindex]';

export interface FocusContainmentOptions {
  /** The element whose focusable descendants are contained. */
  container?: Element;
  /** Or: which focusable elements under `root` are contained. */
  predicate?: (element: Element) => boolean;
  /** Where `predicate` looks. Default: the document's body. */
  root?: Element;
}

/**
 * Keeps a third-party map to one tab stop (spec 001 §5: exactly one of container or predicate,
 * else throws FOCUS_CONTAINMENT_ERROR). The first focusable element contained (the provider's
 * map surface, which takes the keyboard: arrows pan, + and - zoom) stays in the tab order; the
 * others (zoom buttons, marker, attribution and terms links, a dozen with Google Maps) leave it
 * with tabindex -1, also those the provider adds later. They stay clickable. Returns the undo,
 * which puts back each element's own tabindex.
 */
export function containFocus(options: FocusContainmentOptions): () => void {
  const { container, predicate } = options;
  if (!container === !predicate) throw new Error(FOCUS_CONTAINMENT_ERROR);
  const scope = container ?? options.root ?? document.body;
  const accepts = predicate ?? (() => true);
  const changed = new Map<Element, string | null>();
  let kept: Element | undefined;
  const sweep = () => {
    for (const element of scope.querySelectorAll(FOCUSABLE)) {
      if (!accepts(element) || changed.has(element) || element.getAttribute('tabindex') === '-1')
        continue;
      if (!kept?.isConnected) {
        kept = element;
        continue;
      }
      if (element === kept) continue;
      changed.set(element, element.getAttribute('tabindex'));
      element.setAttribute('tabindex', '-1');
    }
  };
  sweep();
  const observer = new MutationObserver(sweep);
  observer.observe(scope, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    for (const [element, tabindex] of changed) {
      if (tabindex === null) element.removeAttribute('tabindex');
      else element.setAttribute('tabindex', tabindex);
    }
  };
}
