import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AbuseLimits } from './abuse-limits';
import { findSession, SESSION_COOKIE, type Session, XSRF_HEADER, xsrfMatches } from './accounts';
import type { CaptchaVerifier } from './captcha';
import type { Database } from './database/database';
import type { FormKeys } from './form-keys';
import { HttpError } from './http-error';
import { messages } from './messages';
import type { SiteConfig } from './site-config';
import type { SubmissionWriter } from './submission-writer';

/**
 * What every route shares: storage, the site's configuration, the form machinery and the abuse
 * limits (form rate limit, login throttle, analytics budget, whose address a request is).
 */
export interface ServerContext extends AbuseLimits {
  db: Database;
  site: SiteConfig;
  formKeys: FormKeys;
  submissions: SubmissionWriter;
  captcha?: CaptchaVerifier;
  /** Read the client address from X-Forwarded-For (behind a trusted proxy only). */
  trustProxy: boolean;
}

export async function currentSession(c: Context, ctx: ServerContext): Promise<Session | undefined> {
  return findSession(ctx.db, getCookie(c, SESSION_COOKIE));
}

/**
 * The owner-only gate: no session answers loginRequired (401); a session without its xsrfToken
 * header, or whose account is not the owner, answers authorizationFail (403).
 */
export async function requireOwner(c: Context, ctx: ServerContext): Promise<Session> {
  const session = await currentSession(c, ctx);
  if (!session) throw new HttpError(401, { loginRequired: true, error: 'Login required.' });
  requireSessionXsrf(c, session);
  if (session.account.role !== 'owner') {
    throw new HttpError(403, {
      authorizationFail: true,
      error: 'Only the site owner may do this.',
    });
  }
  return session;
}

/** A call made with a login session must carry the session's xsrfToken header (spec 000 §7). */
function requireSessionXsrf(c: Context, session: Session): void {
  if (!xsrfMatches(session, c.req.header(XSRF_HEADER))) {
    throw new HttpError(403, { authorizationFail: true, error: messages.xsrfFail });
  }
}
