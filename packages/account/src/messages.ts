/**
 * Every string this package shows. The logout confirmation is word for word from spec 000 §2 /
 * 002 §2; the login dialog's words are not in the spec (ours). Replace them for translation with
 * `setAccountMessages`.
 */
export const defaultAccountMessages = {
  logoutTitle: 'Logout Successful',
  logoutMessage: 'You have been successfully logged out.',
  loginTitle: 'Log In',
  email: 'Email',
  password: 'Password',
  rememberMe: 'Remember me',
  submit: 'Log In',
  submitting: 'Logging in…',
  cancel: 'Cancel',
  /** When the server answers 401 without words of its own (ours answers the same text). */
  invalidCredentials: 'The email or password is incorrect.',
  /** When the server answers 429 without words of its own (ours answers the same text). */
  rateLimited: 'Too many login attempts. Please wait before trying again.',
  /** Both fields are required before anything is sent. */
  missingFields: 'Enter your email and password.',
};

export type AccountMessages = typeof defaultAccountMessages;

/** The catalogue in use (read at render time). */
export const accountMessages: AccountMessages = { ...defaultAccountMessages };

/** Replaces some or all strings (translation). */
export function setAccountMessages(overrides: Partial<AccountMessages>): void {
  Object.assign(accountMessages, overrides);
}
