export {
  CONFIG_PATH,
  FRAME_URL_PARAMETER,
  NOREDIRECT_PARAMETER,
  NOREDIRECT_STORAGE_KEY,
  PREVIEW_FRAME_COOKIE,
  TOGGLE_PANEL_MESSAGE,
} from './account-constants';
export {
  type EditingFrameAction,
  type EditingFrameKey,
  type EditingFrameState,
  editingFrameKeyAction,
} from './editing-frame-keys';
export { isLocalHost } from './is-local-host';
export { type LoginCredentials, type LoginSession, logIn, loginFailureMessage } from './log-in';
export {
  isLogoutConfirmationUrl,
  LOGOUT_PARAMETER,
  type LogOutOptions,
  logOut,
  logoutDestination,
} from './log-out';
export { LoginDialog, type LoginDialogProps } from './login-dialog';
export {
  type AccountMessages,
  accountMessages,
  defaultAccountMessages,
  setAccountMessages,
} from './messages';
export {
  configUrl,
  type OwnerRedirectDecision,
  type OwnerRedirectInput,
  type OwnerRedirectSkip,
  ownerRedirect,
  ownerRedirectSkipIndex,
} from './owner-redirect';
export { type ShowLoginDialogOptions, showLoginDialog } from './show-login-dialog';
