import type { SystemErrorDetail } from '@tessera/runtime';
import { type ReactNode, useId, useState } from 'react';
import { messages } from './messages';
import { Modal } from './modal';
import type { Theme } from './options';
import { adoptDialogParts } from './styles/dialog-parts';
import { systemErrorLines } from './system-error-lines';

export interface SystemErrorOverlayProps {
  open: boolean;
  detail: SystemErrorDetail;
  /** Reload Page. Default `location.reload()`. */
  onReload?(): void;
  /** Clear, Escape or an overlay click. */
  onClear(): void;
  onHidden?(): void;
  width?: number;
  theme?: Theme;
  document?: Document;
}

/** The system error overlay (spec 000 §2): 'Something Went Wrong!', the detail, Reload Page, Clear. */
export function SystemErrorOverlay(props: SystemErrorOverlayProps): ReactNode {
  // The lines' and buttons' styles, which the Modal leaves to the kit's own dialogs.
  useState(() => adoptDialogParts(props.document));
  const id = useId();
  const lines = systemErrorLines(props.detail, messages);
  const reload = props.onReload ?? (() => globalThis.location?.reload());
  return (
    <Modal
      open={props.open}
      onClose={() => props.onClear()}
      onHidden={props.onHidden}
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-message`}
      width={props.width}
      theme={props.theme}
      closeButton={false}
      document={props.document}
    >
      <h2 className="title" part="title" id={`${id}-title`}>
        {messages.systemErrorTitle}
      </h2>
      <div className="message" part="message" id={`${id}-message`} data-kind={props.detail.kind}>
        {lines.map((line, index) => (
          // Lines may repeat (a logged message equal to the note): their place is the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole, never reordered.
          <p key={index} className="line">
            {line}
          </p>
        ))}
      </div>
      <div className="actions" part="actions">
        <button
          type="button"
          className="button"
          part="button button-clear"
          data-variant="secondary"
          data-action="clear"
          onClick={() => props.onClear()}
        >
          {messages.clear}
        </button>
        <button
          type="button"
          className="button"
          part="button button-reload"
          data-variant="primary"
          data-action="reload"
          onClick={reload}
        >
          {messages.reloadPage}
        </button>
      </div>
    </Modal>
  );
}
