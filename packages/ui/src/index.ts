export { adoptStyles } from './adoptStyles';
export { adoptStylesInto } from './adoptStylesInto';
export { attachTooltip } from './attachTooltip';
export {
  AlertDialog,
  type AlertDialogProps,
  ConfirmDialog,
  type ConfirmDialogProps,
  InfoDialog,
  type InfoDialogProps,
} from './ConfirmDialog';
export { createDialog, type DialogHandle, type DialogOptions } from './createDialog';
export {
  createDialogMachine,
  type DialogMachine,
  type DialogMachineOptions,
  type DialogOutcome,
  type DialogState,
} from './dialogMachine';
export {
  DIALOG_STYLES,
  type DialogButton,
  type DialogLabels,
  type DialogStyle,
  dialogButtons,
} from './dialogStyle';
export { alert, confirm, info } from './dialogs';
export { FieldErrorList, type FieldErrorListProps } from './FieldErrorList';
export {
  installSystemErrorOverlay,
  type OverlayEventSource,
  type SystemErrorOverlayOptions,
} from './installSystemErrorOverlay';
export { type CloseReason, Modal, type ModalProps } from './Modal';
export { defaultMessages, messages, setMessages, type UiMessages } from './messages';
export { mountOverlay } from './mountOverlay';
export {
  type DialogDefaults,
  dialogDefaults,
  OVERLAY_BASE_Z_INDEX,
  type Theme,
  type TooltipOptions,
  tooltipDefaults,
} from './options';
export { getOverlayHost, OVERLAY_HOST_TAG, type OverlayHost } from './overlayHost';
export { createOverlayRoot, type OverlayRoot, type OverlayRootOptions } from './overlayRoot';
export { prefersReducedMotion } from './reducedMotion';
export { Spinner, type SpinnerProps } from './Spinner';
export { SystemErrorOverlay, type SystemErrorOverlayProps } from './SystemErrorOverlay';
export { systemErrorLines } from './systemErrorLines';
export { Tooltip, type TooltipProps } from './Tooltip';
export {
  createTooltipMachine,
  type TooltipMachine,
  type TooltipState,
  type TooltipTrigger,
} from './tooltipMachine';
