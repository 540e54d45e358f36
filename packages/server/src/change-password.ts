import { replacePasswordHash, type Session } from './accounts';
import type { Queryable } from './database/database';
import { HttpError } from './http-error';
import { messages } from './messages';
import { hashPassword, verifyPassword } from './password';
import { checkNewPassword } from './password-rules';

/**
 * Changes the session's account password (PUT /api/site-users/account/password): 400 when the
 * new one breaks a rule, 401 when the current one is wrong (nothing changes then); otherwise the
 * new hash is stored and every other session of the account ends (ASVS 3.3.3), this one stays.
 */
export async function changePassword(
  db: Queryable,
  session: Session,
  passwords: { currentPassword: string; newPassword: string },
): Promise<{ endedSessions: number }> {
  const { currentPassword, newPassword } = passwords;
  checkNewPassword(newPassword);
  if (newPassword === currentPassword) {
    throw new HttpError(400, { error: messages.passwordUnchanged });
  }
  const [row] = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM accounts WHERE id = $1',
    [session.account.id],
  );
  if (!row || !(await verifyPassword(currentPassword, row.password_hash))) {
    throw new HttpError(401, { error: messages.currentPasswordIncorrect });
  }
  const result = await replacePasswordHash(db, {
    accountId: session.account.id,
    previousHash: row.password_hash,
    newHash: await hashPassword(newPassword),
    keepSessionId: session.id,
  });
  // Another change won the race since the check: the password checked is no longer current.
  if (!result.replaced) throw new HttpError(401, { error: messages.currentPasswordIncorrect });
  return { endedSessions: result.endedSessions };
}
