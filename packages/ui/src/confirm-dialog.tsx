import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import type { DialogOutcome } from './dialog-machine';
import { type DialogLabels, type DialogStyle, dialogButtons } from './dialog-style';
import { messages } from './messages';
import { Modal } from './modal';
import { dialogDefaults, type Theme } from './options';
import { adoptDialogParts } from './styles/dialog-parts';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  message?: ReactNode;
  /** Default 'confirm-or-cancel'. */
  style?: DialogStyle;
  /** The answer: a button, or 'cancel' for Escape, an overlay click or the × (spec 001 §4). */
  onSettle(outcome: DialogOutcome): void;
  /** After the hide finished (transition or the 600 ms fallback). */
  onHidden?(): void;
  /** Button labels instead of the catalogue's. */
  labels?: DialogLabels;
  /** Settles 'confirm' after being shown this long (the information dialog: 2000 ms). */
  autoHideMs?: number;
  /** Default 350 (spec 001 §9). */
  width?: number;
  /** Default 'light'. */
  theme?: Theme;
  document?: Document;
}

/** The confirmation dialog (spec 001 §4) for React callers; `confirm()` renders the same. */
export function ConfirmDialog(props: ConfirmDialogProps): ReactNode {
  const { open, title, message, style = 'confirm-or-cancel', autoHideMs } = props;
  // The lines' and buttons' styles, which the Modal leaves to the kit's own dialogs.
  useState(() => adoptDialogParts(props.document));
  const id = useId();
  const settle = useRef(props.onSettle);
  settle.current = props.onSettle;
  const buttons = dialogButtons(style, messages, props.labels);

  // A layout effect, so the count starts at the commit that shows the dialog under both
  // React and preact (a passive effect would start a frame later under preact).
  useLayoutEffect(() => {
    if (!open || autoHideMs === undefined) return;
    const timer = setTimeout(() => settle.current('confirm'), autoHideMs);
    return () => clearTimeout(timer);
  }, [open, autoHideMs]);

  return (
    <Modal
      open={open}
      onClose={() => settle.current('cancel')}
      onHidden={props.onHidden}
      role={buttons.length ? 'alertdialog' : 'dialog'}
      // Named by its title; without one, by its message, text or node alike (APG dialog).
      labelledBy={title ? `${id}-title` : message !== undefined ? `${id}-message` : undefined}
      describedBy={message !== undefined && title ? `${id}-message` : undefined}
      width={props.width}
      theme={props.theme}
      closeButton={buttons.length === 0}
      document={props.document}
    >
      {title ? (
        <h2 className="title" part="title" id={`${id}-title`}>
          {title}
        </h2>
      ) : null}
      {message !== undefined ? (
        <div className="message" part="message" id={`${id}-message`}>
          {message}
        </div>
      ) : null}
      {buttons.length ? (
        <div className="actions" part="actions">
          {buttons.map((button) => (
            <button
              key={button.outcome}
              type="button"
              className="button"
              part={`button button-${button.outcome}`}
              data-variant={button.variant}
              data-outcome={button.outcome}
              onClick={() => settle.current(button.outcome)}
            >
              {button.label}
            </button>
          ))}
        </div>
      ) : null}
    </Modal>
  );
}

export type AlertDialogProps = Omit<ConfirmDialogProps, 'style' | 'autoHideMs'>;

/** A confirmation with one button (style 'confirm-only'). */
export function AlertDialog(props: AlertDialogProps): ReactNode {
  return <ConfirmDialog {...props} style="confirm-only" />;
}

export type InfoDialogProps = Omit<ConfirmDialogProps, 'style'>;

/**
 * The information dialog: no buttons, hides itself after 2000 ms counting as confirm
 * (spec 001 §4); Escape, the overlay or the × cancel it earlier.
 */
export function InfoDialog(props: InfoDialogProps): ReactNode {
  return (
    <ConfirmDialog
      {...props}
      style="no-buttons"
      autoHideMs={props.autoHideMs ?? dialogDefaults.infoAutoHideMs}
    />
  );
}
