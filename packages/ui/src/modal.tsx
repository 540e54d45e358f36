import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { adoptStylesInto } from './adopt-styles-into';
import { deepActiveElement, focusFirst, restoreFocus, wrapTab } from './focus';
import { messages } from './messages';
import { dialogDefaults, type Theme } from './options';
import { getOverlayHost } from './overlay-host';
import { prefersReducedMotion } from './reduced-motion';
import { modalStyles } from './styles/modal';
import { themeStyles } from './styles/theme';
import { waitForHide } from './wait-for-hide';

/** Why a modal asks to close: Escape, a click on the overlay (backdrop), or its close button. */
export type CloseReason = 'escape' | 'overlay' | 'close';

export interface ModalProps {
  open: boolean;
  /** The modal asks to close; the caller closes it by setting `open` to false. */
  onClose(reason: CloseReason): void;
  /** Accessible name, when there is no visible title to point `labelledBy` at. */
  label?: string;
  /** Id of the element (inside the modal) that names it, usually its title. */
  labelledBy?: string;
  /** Id of the element (inside the modal) that describes it. */
  describedBy?: string;
  /** Width in px. Default 350 (spec 001 §9). */
  width?: number;
  /** Default 'light'. */
  theme?: Theme;
  /** 'alertdialog' for dialogs that interrupt to ask something. Default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  /** Shows the × button (reason 'close'). Default true. */
  closeButton?: boolean;
  /** Called once the hide finished (transition end or the 600 ms fallback) and focus is back. */
  onHidden?(): void;
  /** Longest wait for the hide transition. Default 600 ms (spec 001 §9). */
  hideFallbackMs?: number;
  /** The document whose overlay host holds the modal. Default: the global document. */
  document?: Document;
  children?: ReactNode;
}

interface LiveProps {
  onClose: ModalProps['onClose'];
  onHidden: ModalProps['onHidden'];
}

/**
 * Listens on the dialog natively (the same under React and preact): Escape, Tab wrapping and
 * overlay clicks. Returns the cleanup.
 */
function listen(dialog: HTMLDialogElement, live: { current: LiveProps }): () => void {
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
  dialog.addEventListener('keydown', onKeyDown);
  dialog.addEventListener('cancel', onCancel);
  dialog.addEventListener('close', onClosed);
  dialog.addEventListener('pointerdown', onPointerDown);
  dialog.addEventListener('click', onClick);
  return () => {
    dialog.removeEventListener('keydown', onKeyDown);
    dialog.removeEventListener('cancel', onCancel);
    dialog.removeEventListener('close', onClosed);
    dialog.removeEventListener('pointerdown', onPointerDown);
    dialog.removeEventListener('click', onClick);
  };
}

/**
 * A modal dialog on the native `<dialog>` and `showModal()` (WAI-ARIA APG dialog pattern): the
 * page behind is inert and out of the accessibility tree, focus moves in on open, Tab wraps,
 * Escape and an overlay click ask to close, focus returns to the opener, fades respect
 * prefers-reduced-motion. Rendered through a portal into the overlay host's shadow root.
 */
export function Modal(props: ModalProps): ReactNode {
  const {
    open,
    label,
    labelledBy,
    describedBy,
    width = dialogDefaults.width,
    theme = dialogDefaults.theme,
    role = 'dialog',
    closeButton = true,
    hideFallbackMs = dialogDefaults.hideFallbackMs,
    children,
  } = props;
  const [overlay] = useState(() => {
    // Server rendering has no document: the modal appears once the client renders it.
    if (!props.document && typeof document === 'undefined') return null;
    const host = getOverlayHost(props.document);
    adoptStylesInto(host.root, 'theme', themeStyles);
    adoptStylesInto(host.root, 'modal', modalStyles);
    return host;
  });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const live = useRef<LiveProps>({ onClose: props.onClose, onHidden: props.onHidden });
  live.current = { onClose: props.onClose, onHidden: props.onHidden };
  const opener = useRef<Element | null>(null);
  const cancelHide = useRef<(() => void) | null>(null);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const stop = listen(dialog, live);
    return () => {
      stop();
      cancelHide.current?.();
      // Unmounted while shown: close at once and give focus back.
      if (dialog.open) {
        dialog.close();
        restoreFocus(opener.current);
      }
    };
  }, []);

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
      restoreFocus(opener.current);
      opener.current = null;
      live.current.onHidden?.();
    };
    if (prefersReducedMotion(dialog.ownerDocument.defaultView)) finish();
    else cancelHide.current = waitForHide(dialog, hideFallbackMs, finish);
  }, [open, hideFallbackMs]);

  if (!overlay) return null;
  return createPortal(
    <dialog
      ref={dialogRef}
      className="modal"
      part="dialog"
      data-theme={theme}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      style={{ '--_width': `${width}px` } as Record<string, string>}
    >
      <div className="surface" part="surface">
        {children}
        {closeButton ? (
          <button
            type="button"
            className="close"
            part="close"
            aria-label={messages.close}
            onClick={() => live.current.onClose('close')}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </dialog>,
    overlay.container,
  );
}
