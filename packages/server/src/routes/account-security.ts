import { ACCOUNT_PASSWORD_PATH, ACCOUNT_SESSIONS_PATH, CRUMB_PARAMETER } from '@tessera/runtime';
import { Hono } from 'hono';
import { listSessions, revokeSession } from '../account-sessions';
import { changePassword } from '../change-password';
import { clientAddress } from '../client-address';
import { HttpError } from '../http-error';
import { asFields, readString, rejectUnknown } from '../input';
import { throttledAttempt } from '../login-throttle';
import { messages } from '../messages';
import { MAX_PASSWORD_LENGTH } from '../password-rules';
import { readBody } from '../read-body';
import { requireSession, type ServerContext } from '../server-context';
import { clearSessionCookie } from '../session-cookie';

const PASSWORD_FIELDS = new Set(['currentPassword', 'newPassword', CRUMB_PARAMETER]);

/**
 * The logged-in account's own security (ours; the spec has no such calls), each with the crumb
 * and the session's X-XSRF-Token like every owner call, answered with Cache-Control: no-store:
 * PUT /api/site-users/account/password, GET /api/site-users/account/sessions and
 * DELETE /api/site-users/account/sessions/{id}.
 */
export function accountSecurityRoutes(ctx: ServerContext): Hono {
  const app = new Hono();

  app.put(ACCOUNT_PASSWORD_PATH, async (c) => {
    const session = await requireSession(c, ctx);
    const fields = asFields(await readBody(c));
    rejectUnknown(fields, PASSWORD_FIELDS);
    const rule = { required: true, maxLength: MAX_PASSWORD_LENGTH };
    const currentPassword = readString(fields, 'currentPassword', rule)!;
    const newPassword = readString(fields, 'newPassword', rule)!;
    // A wrong current password counts as a failed login of the account (login-throttle.ts), so
    // a stolen session cannot be used to guess the password faster than the login form can.
    const email = session.account.email;
    const address = clientAddress(c, ctx.proxyTrust);
    const { endedSessions } = await throttledAttempt(ctx.loginThrottle, email, address, () =>
      changePassword(ctx.db, session, { currentPassword, newPassword }),
    );
    return c.json({ success: true as const, endedSessions });
  });

  app.get(ACCOUNT_SESSIONS_PATH, async (c) => {
    const session = await requireSession(c, ctx);
    return c.json({ sessions: await listSessions(ctx.db, session.account.id, session.id) });
  });

  app.delete(`${ACCOUNT_SESSIONS_PATH}/:id`, async (c) => {
    const session = await requireSession(c, ctx);
    const id = c.req.param('id');
    if (!(await revokeSession(ctx.db, session.account.id, id))) {
      throw new HttpError(404, { error: messages.sessionNotFound });
    }
    // Ending the session this call came with is a logout: its cookie goes too.
    const current = id === session.id;
    if (current) clearSessionCookie(c, ctx.trustProxy);
    return c.json({ success: true as const, current });
  });

  return app;
}
