import { type ReactNode, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { adoptStylesInto } from './adopt-styles-into';
import { messages } from './messages';
import { dialogDefaults, type Theme } from './options';
import { getOverlayHost } from './overlay-host';
import { modalStyles } from './styles/modal';
import { themeStyles } from './styles/theme';
import { type ModalCallbacks, useDialogLifecycle } from './use-dialog-lifecycle';

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
  /**
   * Where focus goes on close when the element that had it before the modal opened has left the
   * page (a banner's button the choice removed). Default, and when this answers an element no
   * longer in the page: the first focusable element of the page's main content.
   */
  returnFocus?(): Element | null | undefined;
  /** Called once the hide finished (transition end or the 600 ms fallback) and focus is back. */
  onHidden?(): void;
  /** Longest wait for the hide transition. Default 600 ms (spec 001 §9). */
  hideFallbackMs?: number;
  /** The document whose overlay host holds the modal. Default: the global document. */
  document?: Document;
  children?: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` and `showModal()` (WAI-ARIA APG dialog pattern): the
 * page behind is inert and out of the accessibility tree, focus moves in on open, Tab wraps,
 * Escape and an overlay click ask to close, focus returns to the opener (or, when it has left the
 * page, `returnFocus` or the main content), fades respect
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
  // The latest props: the listeners call the callbacks of the last render.
  const live = useRef<ModalCallbacks>(props);
  live.current = props;
  useDialogLifecycle(dialogRef, open, hideFallbackMs, live);

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
