/**
 * Calls `done` once when `element`'s own hide fade ends, or after `fallbackMs` when no
 * transitionend comes (spec 001 §4: "hide has a 600 ms fallback"): a theme without a fade, a
 * fade cut short or a background tab must not leave an invisible dialog open.
 * Returns the cancel function.
 */
export function waitForHide(
  element: HTMLElement,
  fallbackMs: number,
  done: () => void,
): () => void {
  let pending = true;
  // Only an opacity fade of the element itself that started after the hide began: the fade-in's
  // transitionend can still be queued when a dialog is closed just as it finishes opening, and
  // the ::backdrop's events come with a pseudoElement.
  let started = false;
  const own = (event: TransitionEvent) =>
    event.target === element && !event.pseudoElement && event.propertyName === 'opacity';
  const onRun = (event: TransitionEvent) => {
    if (own(event)) started = true;
  };
  const onEnd = (event: TransitionEvent) => {
    if (started && own(event)) finish();
  };
  const finish = () => {
    if (!pending) return;
    cancel();
    done();
  };
  const timer = setTimeout(finish, fallbackMs);
  element.addEventListener('transitionrun', onRun);
  element.addEventListener('transitionend', onEnd);
  function cancel() {
    pending = false;
    clearTimeout(timer);
    element.removeEventListener('transitionrun', onRun);
    element.removeEventListener('transitionend', onEnd);
  }
  return cancel;
}
