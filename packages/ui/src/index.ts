export { adoptStyles } from './adopt-styles';
export { adoptStylesInto } from './adopt-styles-into';
export { attachTooltip } from './attach-tooltip';
export {
  AlertDialog,
  type AlertDialogProps,
  ConfirmDialog,
  type ConfirmDialogProps,
  InfoDialog,
  type InfoDialogProps,
} from './confirm-dialog';
export { createDialog, type DialogHandle, type DialogOptions } from './create-dialog';
export {
  createDialogMachine,
  type DialogMachine,
  type DialogMachineOptions,
  type DialogOutcome,
  type DialogState,
} from './dialog-machine';
export {
  DIALOG_STYLES,
  type DialogButton,
  type DialogLabels,
  type DialogStyle,
  dialogButtons,
} from './dialog-style';
export { alert, confirm, info } from './dialogs';
export { FieldErrorList, type FieldErrorListProps } from './field-error-list';
export {
  installSystemErrorOverlay,
  type OverlayEventSource,
  type SystemErrorOverlayOptions,
} from './install-system-error-overlay';
export { defaultMessages, messages, setMessages, type UiMessages } from './messages';
export { type CloseReason, Modal, type ModalProps } from './modal';
export { mountOverlay } from './mount-overlay';
export { isModalOpen, whenNoModalOpen } from './open-modals';
export {
  type DialogDefaults,
  dialogDefaults,
  OVERLAY_BASE_Z_INDEX,
  type Theme,
  type TooltipOptions,
  tooltipDefaults,
} from './options';
export { getOverlayHost, OVERLAY_HOST_TAG, type OverlayHost } from './overlay-host';
export { createOverlayRoot, type OverlayRoot, type OverlayRootOptions } from './overlay-root';
export { prefersReducedMotion } from './reduced-motion';
export { returnFocus } from './return-focus';
export { Spinner, type SpinnerProps } from './spinner';
export { adoptDialogParts, dialogPartStyles } from './styles/dialog-parts';
export { themeStyles } from './styles/theme';
export { systemErrorLines } from './system-error-lines';
export { SystemErrorOverlay, type SystemErrorOverlayProps } from './system-error-overlay';
export { Tooltip, type TooltipProps } from './tooltip';
export {
  createTooltipMachine,
  type TooltipMachine,
  type TooltipState,
  type TooltipTrigger,
} from './tooltip-machine';
