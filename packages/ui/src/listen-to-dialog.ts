import { wrapTab } from './focus';
import type { ModalCallbacks } from './use-dialog-lifecycle';

/**
 * Listens on the dialog natively (the same under React and preact): Escape, Tab wrapping and
 * overlay clicks. Returns the cleanup.
 */
export function listenToDialog(
  dialog: HTMLDialogElement,
  live: { current: ModalCallbacks },
): () => void {
  let escapeSeen = false;
  let pressedOnBackdrop = false;
  const onKeyDown = (event: KeyboardEvent) => {
    escapeSeen = event.key === 'Escape';
    if (escapeSeen) {
      // Cancelling the keydown stops the browser's own close, so `open` stays the caller's.
      event.preventDefault();
      event.stopPropagation();
      live.current.onClose('escape');
    } else wrapTab(event, dialog);
  };
  // Close requests that come without a keydown (Android back, CloseWatcher).
  const onCancel = (event: Event) => {
    event.preventDefault();
    if (!escapeSeen) live.current.onClose('escape');
    escapeSeen = false;
  };
  // The Escape that closed it must not swallow the first close request of a later showing.
  const onClosed = () => {
    escapeSeen = false;
  };
  // The surface fills the dialog, so the dialog itself is only the target on the ::backdrop;
  // both press and release must be there (a text selection dragged out is not an overlay click).
  const onPointerDown = (event: Event) => {
    pressedOnBackdrop = event.target === dialog;
  };
  const onClick = (event: MouseEvent) => {
    const overlay = event.target === dialog && pressedOnBackdrop;
    pressedOnBackdrop = false;
    if (overlay) live.current.onClose('overlay');
  };
  const listeners: [string, EventListener][] = [
    ['keydown', onKeyDown as EventListener],
    ['cancel', onCancel],
    ['close', onClosed],
    ['pointerdown', onPointerDown],
    ['click', onClick as EventListener],
  ];
  for (const [type, listener] of listeners) dialog.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) dialog.removeEventListener(type, listener);
  };
}
