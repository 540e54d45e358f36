import { createDialog, type DialogOptions } from './create-dialog';
import type { DialogOutcome } from './dialog-machine';
import { dialogDefaults } from './options';

/**
 * Asks a question; resolves 'confirm', 'reject' or 'cancel' (Escape or an overlay click).
 * Style default 'confirm-or-cancel'.
 */
export function confirm(options: DialogOptions): Promise<DialogOutcome> {
  return createDialog({ style: 'confirm-or-cancel', ...options }).show();
}

/** Tells something with one button (style 'confirm-only'); resolves 'confirm' or 'cancel'. */
export function alert(options: Omit<DialogOptions, 'style'>): Promise<DialogOutcome> {
  return createDialog({ ...options, style: 'confirm-only' }).show();
}

/**
 * The information dialog: no buttons; hides itself after 2000 ms, which counts as 'confirm'
 * (spec 001 §4); Escape or the overlay cancel it earlier.
 */
export function info(options: Omit<DialogOptions, 'style'>): Promise<DialogOutcome> {
  return createDialog({
    autoHideMs: dialogDefaults.infoAutoHideMs,
    ...options,
    style: 'no-buttons',
  }).show();
}
