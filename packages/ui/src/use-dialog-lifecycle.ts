import { type RefObject, useLayoutEffect, useRef } from 'react';
import { deepActiveElement, focusFirst } from './focus';
import { listenToDialog } from './listen-to-dialog';
import type { CloseReason } from './modal';
import { prefersReducedMotion } from './reduced-motion';
import { returnFocus } from './return-focus';
import { waitForHide } from './wait-for-hide';

/** The modal's callbacks, read at call time so a re-render with new ones needs no re-listen. */
export interface ModalCallbacks {
  onClose(reason: CloseReason): void;
  onHidden?(): void;
  returnFocus?(): Element | null | undefined;
}

/** To the opener; when it has left the page, to the caller's choice or the main content. */
function giveFocusBack(dialog: HTMLDialogElement, opener: Element | null, live: ModalCallbacks) {
  returnFocus(opener?.isConnected ? opener : live.returnFocus?.(), dialog.ownerDocument);
}

/**
 * Opens and closes the native dialog as `open` says: `showModal()` and focus in on open; on close
 * the hide transition (at most `hideFallbackMs`, none under prefers-reduced-motion), then focus
 * back to the opener and `onHidden`. Also listens to the dialog while it is mounted, and closes it
 * at once when unmounted while shown.
 */
export function useDialogLifecycle(
  dialogRef: RefObject<HTMLDialogElement | null>,
  open: boolean,
  hideFallbackMs: number,
  live: { current: ModalCallbacks },
): void {
  const opener = useRef<Element | null>(null);
  const cancelHide = useRef<(() => void) | null>(null);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const stop = listenToDialog(dialog, live);
    return () => {
      stop();
      cancelHide.current?.();
      // Unmounted while shown: close at once and give focus back.
      if (dialog.open) {
        dialog.close();
        giveFocusBack(dialog, opener.current, live.current);
      }
    };
  }, [dialogRef, live]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) {
      cancelHide.current?.();
      cancelHide.current = null;
      if (!dialog.open) {
        opener.current = deepActiveElement(dialog.ownerDocument);
        dialog.showModal();
        dialog.setAttribute('data-state', 'open');
        focusFirst(dialog);
      } else dialog.setAttribute('data-state', 'open');
      return;
    }
    if (!dialog.open || dialog.getAttribute('data-state') === 'closing') return;
    dialog.setAttribute('data-state', 'closing');
    const finish = () => {
      cancelHide.current = null;
      dialog.removeAttribute('data-state');
      dialog.close();
      giveFocusBack(dialog, opener.current, live.current);
      opener.current = null;
      live.current.onHidden?.();
    };
    if (prefersReducedMotion(dialog.ownerDocument.defaultView)) finish();
    else cancelHide.current = waitForHide(dialog, hideFallbackMs, finish);
  }, [dialogRef, live, open, hideFallbackMs]);
}
