import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { createDialogMachine, type DialogOutcome, type DialogState } from './dialog-machine';
import type { DialogLabels, DialogStyle } from './dialog-style';
import type { Theme } from './options';
import { createOverlayRoot, type OverlayRoot } from './overlay-root';

export interface DialogOptions {
  title?: string;
  /** Text (line breaks kept) or, for React callers, any node. */
  message?: ReactNode;
  /** Default 'confirm-or-cancel' for `confirm`, 'confirm-only' for `alert`, 'no-buttons' for `info`. */
  style?: DialogStyle;
  labels?: DialogLabels;
  /** Settles 'confirm' after being shown this long. Default: never (`info`: 2000 ms). */
  autoHideMs?: number;
  /** Default 350 (spec 001 §9). */
  width?: number;
  /** Default 'light'. */
  theme?: Theme;
  /** Destroy (unmount) once hidden. Default true (spec 001 §4). */
  destroyOnHide?: boolean;
  document?: Document;
}

export interface DialogHandle {
  readonly state: DialogState;
  /** Shows the dialog; resolves with the answer as soon as it is given (before the fade). */
  show(): Promise<DialogOutcome>;
  /** Answers for the visitor (e.g. 'cancel' when the page moves on). */
  settle(outcome: DialogOutcome): void;
  /** Removes the dialog now; a pending `show()` resolves 'cancel'. */
  destroy(): void;
}

/**
 * A confirmation dialog driven by the pure machine: shown -> answer -> hidden -> destroyed by
 * default (spec 001 §4). With `destroyOnHide: false` it can be shown again.
 */
export function createDialog(options: DialogOptions = {}): DialogHandle {
  let root: OverlayRoot | null = null;
  let resolveShow: ((outcome: DialogOutcome) => void) | null = null;

  const render = () => {
    if (!root) return;
    root.render(
      <ConfirmDialog
        open={machine.state === 'shown'}
        title={options.title}
        message={options.message}
        style={options.style}
        labels={options.labels}
        autoHideMs={options.autoHideMs}
        width={options.width}
        theme={options.theme}
        document={options.document}
        onSettle={(outcome) => machine.settle(outcome)}
        onHidden={() => machine.hidden()}
      />,
    );
  };

  const machine = createDialogMachine({
    destroyOnHide: options.destroyOnHide,
    onChange(state, outcome) {
      if (state === 'hiding' && outcome) {
        resolveShow?.(outcome);
        resolveShow = null;
      }
      if (state === 'destroyed') {
        resolveShow?.('cancel');
        resolveShow = null;
        root?.unmount();
        root = null;
        return;
      }
      render();
    },
  });

  return {
    get state() {
      return machine.state;
    },
    show() {
      if (machine.state === 'destroyed') return Promise.resolve('cancel');
      if (machine.state === 'hiding') return Promise.resolve(machine.outcome ?? 'cancel');
      if (machine.state === 'shown') {
        return new Promise((resolve) => {
          const previous = resolveShow;
          resolveShow = (outcome) => {
            previous?.(outcome);
            resolve(outcome);
          };
        });
      }
      root ??= createOverlayRoot({ name: 'dialog', document: options.document });
      const answer = new Promise<DialogOutcome>((resolve) => {
        resolveShow = resolve;
      });
      machine.show();
      return answer;
    },
    settle(outcome) {
      machine.settle(outcome);
    },
    destroy() {
      machine.destroy();
    },
  };
}
