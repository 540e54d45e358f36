/**
 * Every string the kit shows, in one catalogue. Spec strings are word for word (spec 000 §2);
 * the others are our choice where the spec is silent (README). Replace them for translation
 * with `setMessages`.
 */
export interface UiMessages {
  /** spec 000 §2: the system error overlay's title. */
  systemErrorTitle: string;
  /** spec 000 §2: the button that reloads the page. */
  reloadPage: string;
  /** spec 000 §2: the button that clears (closes) the overlay. */
  clear: string;
  /** The note shown for a 'logged' system error (spec 000 §2: "a note that the error was logged"). */
  errorLogged: string;
  urlLabel: string;
  formatLabel: string;
  errorLabel: string;
  /** Title of the field-errors dialog: spec 000 §5's message for invalid fields. */
  fieldErrorsTitle: string;
  /** Accessible name of a dialog's close button. */
  close: string;
  /** Buttons of the 'confirm-or-reject' style. */
  yes: string;
  no: string;
  /** Buttons of the 'confirm-or-cancel' and 'confirm-only' styles. */
  confirm: string;
  cancel: string;
  ok: string;
  /** Accessible name of the spinner. */
  loading: string;
}

export const defaultMessages: Readonly<UiMessages> = {
  systemErrorTitle: 'Something Went Wrong!',
  reloadPage: 'Reload Page',
  clear: 'Clear',
  errorLogged: 'This error has been logged.',
  urlLabel: 'URL',
  formatLabel: 'Format',
  errorLabel: 'Error',
  fieldErrorsTitle: 'One or more fields is invalid, please check your entries.',
  close: 'Close',
  yes: 'Yes',
  no: 'No',
  confirm: 'Confirm',
  cancel: 'Cancel',
  ok: 'OK',
  loading: 'Loading',
};

/** The catalogue in use; read it at render time so a translation applies to later overlays. */
export const messages: UiMessages = { ...defaultMessages };

/** Replaces some or all strings (translation); `setMessages(defaultMessages)` restores them. */
export function setMessages(replacement: Partial<UiMessages>): void {
  Object.assign(messages, replacement);
}
