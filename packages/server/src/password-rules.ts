import { HttpError } from './http-error';
import { messages } from './messages';

/**
 * The shortest new password, in characters (Unicode code points): ASVS 2.1.1 asks for at least
 * 12. The longest is the body field's limit, 1024 (ASVS 2.1.2 asks that 64 and more be allowed).
 */
export const MIN_PASSWORD_LENGTH = 12;
/** The same limit as the login's password field. */
export const MAX_PASSWORD_LENGTH = 1024;

/**
 * The rules every new password meets, whoever chooses it (a password change, a shopper's new
 * account): 400 with the message when it is too short. The body reader enforces the longest.
 */
export function checkNewPassword(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new HttpError(400, { error: messages.passwordTooShort(MIN_PASSWORD_LENGTH) });
  }
}
