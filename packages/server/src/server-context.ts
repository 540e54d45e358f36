import type { Context } from 'hono';
import type { AbuseLimits } from './abuse-limits';
import { isContributor } from './account-roles';
import { findSession, type Session, XSRF_HEADER, xsrfMatches } from './accounts';
import type { CaptchaVerifier } from './captcha';
import type { OrderConfirmedTemplate } from './commerce/order-confirmed-template';
import type { PaymentProvider } from './commerce/payment-provider';
import type { Database } from './database/database';
import type { EventWriter } from './event-writer';
import type { FormKeys } from './form-keys';
import { HttpError } from './http-error';
import { messages } from './messages';
import type { RenderStamps } from './render-stamps';
import { readSessionToken } from './session-cookie';
import type { PageDefinition, SiteConfig } from './site-config';
import type { SubmissionWriter } from './submission-writer';

/**
 * What every route shares: storage, the site's configuration, the form machinery and the abuse
 * limits (form rate limit, login throttle, analytics budget, whose address a request is).
 */
export interface ServerContext extends AbuseLimits {
  db: Database;
  site: SiteConfig;
  formKeys: FormKeys;
  /** The pages' signed render times, for the forms' minimum fill time (render-stamps.ts). */
  renderStamps: RenderStamps;
  submissions: SubmissionWriter;
  /** Group commit of the analytics calls' rows (event-writer.ts). */
  analyticsEvents: EventWriter;
  captcha?: CaptchaVerifier;
  /** Charges checkouts (commerce/payment-provider.ts); the test provider by default. */
  payments: PaymentProvider;
  /** Read the client address from X-Forwarded-For (behind a trusted proxy only). */
  trustProxy: boolean;
  /** The owner console's build (index.html, assets/), served at /config/; none: placeholder. */
  consoleDir?: string;
  /** The demo site's extras are on (`npm start`): POST /commerce/demo-order and its form. */
  demo: boolean;
  /**
   * The site's order-confirmed page (the page site.json gives type 202), which the server fills
   * for each order; none: the built-in page (commerce/order-confirmed-page.ts).
   */
  orderConfirmedPage?: OrderConfirmedPage;
}

/** The site's order-confirmed page: its site.json definition and its template, parsed. */
export interface OrderConfirmedPage {
  definition: PageDefinition;
  template: OrderConfirmedTemplate;
}

export async function currentSession(c: Context, ctx: ServerContext): Promise<Session | undefined> {
  return findSession(ctx.db, readSessionToken(c, ctx.trustProxy));
}

/**
 * The owner-only gate: no session answers loginRequired (401); a session without its xsrfToken
 * header, or whose account is not the owner, answers authorizationFail (403).
 */
export async function requireOwner(c: Context, ctx: ServerContext): Promise<Session> {
  const session = await requireSession(c, ctx);
  if (session.account.role !== 'owner') {
    throw new HttpError(403, {
      authorizationFail: true,
      error: 'Only the site owner may do this.',
    });
  }
  return session;
}

/**
 * The console's reading gate: owners and viewers (contributors, account-roles.ts) may read the
 * site's data; no session answers loginRequired (401), a site member or a session without its
 * xsrfToken header authorizationFail (403).
 */
export async function requireContributor(c: Context, ctx: ServerContext): Promise<Session> {
  const session = await requireSession(c, ctx);
  if (!isContributor(session)) {
    throw new HttpError(403, {
      authorizationFail: true,
      error: 'Only the site owner and contributors may do this.',
    });
  }
  return session;
}

/**
 * Any logged-in account's gate (its own password and sessions): 401 loginRequired without a
 * session, 403 authorizationFail without its xsrfToken header. What such a call answers is the
 * account's own data, so no cache may keep it (Cache-Control: no-store, ASVS 8.2.1).
 */
export async function requireSession(c: Context, ctx: ServerContext): Promise<Session> {
  c.header('cache-control', 'no-store');
  const session = await currentSession(c, ctx);
  if (!session) throw new HttpError(401, { loginRequired: true, error: 'Login required.' });
  requireSessionXsrf(c, session);
  return session;
}

/** A call made with a login session must carry the session's xsrfToken header (spec 000 §7). */
function requireSessionXsrf(c: Context, session: Session): void {
  if (!xsrfMatches(session, c.req.header(XSRF_HEADER))) {
    throw new HttpError(403, { authorizationFail: true, error: messages.xsrfFail });
  }
}
