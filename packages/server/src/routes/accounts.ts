import { ACCOUNT_SESSION_PATH, CRUMB_PARAMETER, LOGOUT_PATH } from '@tessera/runtime';
import { Hono } from 'hono';
import { createSession, deleteSession, findAccountByPassword } from '../accounts';
import { clientAddress } from '../client-address';
import { HttpError } from '../http-error';
import { asFields, readBoolean, readString, rejectUnknown } from '../input';
import { throttledAttempt } from '../login-throttle';
import { messages } from '../messages';
import { readBody } from '../read-body';
import type { ServerContext } from '../server-context';
import { clearSessionCookie, readSessionToken, writeSessionCookie } from '../session-cookie';
import { accountSecurityRoutes } from './account-security';

const LOGIN_FIELDS = new Set(['email', 'password', 'rememberMe', CRUMB_PARAMETER]);

/**
 * POST and DELETE /api/site-users/account/session, POST /api/auth/Logout (spec 000 §7).
 * Login answers the xsrfToken; later owner calls of the session carry it as the X-XSRF-Token
 * header. Ending a session needs only the crumb, so a page that lost the token can still log out.
 */
export function accountRoutes(ctx: ServerContext): Hono {
  const app = new Hono();

  app.post(ACCOUNT_SESSION_PATH, async (c) => {
    const fields = asFields(await readBody(c));
    rejectUnknown(fields, LOGIN_FIELDS);
    const email = readString(fields, 'email', { required: true, maxLength: 256 })!;
    const password = readString(fields, 'password', { required: true, maxLength: 1024 })!;
    const rememberMe = readBoolean(fields, 'rememberMe');
    // Throttled by account and address (login-throttle.ts), refused before any hashing.
    const address = clientAddress(c, ctx.proxyTrust);
    const account = await throttledAttempt(
      ctx.loginThrottle,
      email,
      address,
      async () => {
        const found = await findAccountByPassword(ctx.db, email, password);
        if (!found) throw new HttpError(401, { error: messages.invalidCredentials });
        return found;
      },
      { answerExhausted: true },
    );
    const session = await createSession(ctx.db, account, rememberMe);
    writeSessionCookie(c, ctx.trustProxy, { ...session, rememberMe });
    // The answer carries the session's xsrfToken: no cache may keep it.
    return c.json(
      { xsrfToken: session.xsrfToken, accountId: account.id, email: account.email },
      200,
      { 'cache-control': 'no-store' },
    );
  });

  app.delete(ACCOUNT_SESSION_PATH, async (c) => {
    const cloneCartText = c.req.query('cloneCart') ?? 'false';
    if (cloneCartText !== 'true' && cloneCartText !== 'false') {
      throw new HttpError(400, { error: 'Query "cloneCart" must be true or false.' });
    }
    await deleteSession(ctx.db, readSessionToken(c, ctx.trustProxy));
    clearSessionCookie(c, ctx.trustProxy);
    // The cart lives in the page (commerce package), not on this server: cloneCart is answered
    // so the page knows to keep its cart for the visitor it becomes.
    return c.json({ success: true, cloneCart: cloneCartText === 'true' });
  });

  app.post(LOGOUT_PATH, async (c) => {
    await deleteSession(ctx.db, readSessionToken(c, ctx.trustProxy));
    clearSessionCookie(c, ctx.trustProxy);
    return c.json({ success: true });
  });

  app.route('/', accountSecurityRoutes(ctx));
  return app;
}
