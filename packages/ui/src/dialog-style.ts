import type { DialogOutcome } from './dialog-machine';
import type { UiMessages } from './messages';

/** spec 001 §4: the confirmation dialog's styles. */
export type DialogStyle = 'confirm-or-reject' | 'confirm-or-cancel' | 'confirm-only' | 'no-buttons';

export const DIALOG_STYLES: readonly DialogStyle[] = [
  'confirm-or-reject',
  'confirm-or-cancel',
  'confirm-only',
  'no-buttons',
];

export interface DialogButton {
  outcome: DialogOutcome;
  label: string;
  variant: 'primary' | 'secondary';
}

/** Labels a caller may set instead of the catalogue's. */
export interface DialogLabels {
  confirm?: string;
  reject?: string;
  cancel?: string;
}

/**
 * The buttons of a style, in tree order: the secondary first, so the native first-focus lands
 * on the least destructive answer (APG alertdialog), the primary last at the right.
 */
export function dialogButtons(
  style: DialogStyle,
  text: UiMessages,
  labels: DialogLabels = {},
): DialogButton[] {
  switch (style) {
    case 'confirm-or-reject':
      return [
        { outcome: 'reject', label: labels.reject ?? text.no, variant: 'secondary' },
        { outcome: 'confirm', label: labels.confirm ?? text.yes, variant: 'primary' },
      ];
    case 'confirm-or-cancel':
      return [
        { outcome: 'cancel', label: labels.cancel ?? text.cancel, variant: 'secondary' },
        { outcome: 'confirm', label: labels.confirm ?? text.confirm, variant: 'primary' },
      ];
    case 'confirm-only':
      return [{ outcome: 'confirm', label: labels.confirm ?? text.ok, variant: 'primary' }];
    case 'no-buttons':
      return [];
  }
}
