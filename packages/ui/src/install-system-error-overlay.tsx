import type { EventBus, SystemErrorDetail, TesseraEvents } from '@tessera/runtime';
import { createDialog, type DialogHandle } from './create-dialog';
import { FieldErrorList } from './field-error-list';
import { messages } from './messages';
import type { Theme } from './options';
import { createOverlayRoot, type OverlayRoot } from './overlay-root';
import { SystemErrorOverlay } from './system-error-overlay';

export interface SystemErrorOverlayOptions {
  /** Default 'light'. */
  theme?: Theme;
  /** Reload Page. Default `location.reload()`. */
  onReload?(): void;
  document?: Document;
}

/** The part of the runtime's event bus the overlay needs. */
export type OverlayEventSource = Pick<EventBus<TesseraEvents>, 'on'>;

/**
 * Shows the runtime's error routing (spec 000 §8): `system-error` opens the system error overlay
 * (the latest error replaces one already shown), `field-errors` opens a dialog listing the field
 * messages. Returns the function that stops listening and removes what is shown.
 */
export function installSystemErrorOverlay(
  events: OverlayEventSource,
  options: SystemErrorOverlayOptions = {},
): () => void {
  let root: OverlayRoot | null = null;
  let detail: SystemErrorDetail | null = null;
  let open = false;
  // The field-errors dialog shown or still fading out; destroying a destroyed one does nothing.
  let fieldDialog: DialogHandle | null = null;

  const render = () => {
    if (!root || !detail) return;
    root.render(
      <SystemErrorOverlay
        open={open}
        detail={detail}
        theme={options.theme}
        onReload={options.onReload}
        document={options.document}
        onClear={() => {
          open = false;
          render();
        }}
        onHidden={() => {
          root?.unmount();
          root = null;
          detail = null;
        }}
      />,
    );
  };

  const offSystemError = events.on('system-error', (next) => {
    detail = next;
    open = true;
    root ??= createOverlayRoot({ name: 'system-error', document: options.document });
    render();
  });

  const offFieldErrors = events.on('field-errors', ({ errors }) => {
    fieldDialog?.destroy();
    fieldDialog = createDialog({
      title: messages.fieldErrorsTitle,
      message: <FieldErrorList errors={errors} />,
      style: 'confirm-only',
      theme: options.theme,
      document: options.document,
    });
    void fieldDialog.show();
  });

  return () => {
    offSystemError();
    offFieldErrors();
    root?.unmount();
    root = null;
    fieldDialog?.destroy();
    fieldDialog = null;
  };
}
