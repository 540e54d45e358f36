import { VISITOR_RECORD_COOKIE } from '@tessera/runtime';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { clientAddress } from '../client-address';
import { escapeHtml } from '../escape-html';
import { HttpError } from '../http-error';
import { asFields, rejectUnknown } from '../input';
import { isPostFromOwnPage } from '../own-page-post';
import { readBody } from '../read-body';
import type { ServerContext } from '../server-context';
import { visitorIdFromCookie } from '../visitor';
import { storePage } from './checkout-pages';
import { DEMO_ORDER_PATH, demoOrderMessages, placeDemoOrder } from './demo-order';
import { writeOrderOwnerCookie } from './order-owner-cookie';

const DEMO_FORM_FIELDS = new Set(['crumb']);
const REFUSAL_STATUSES = [400, 402, 403, 404, 409, 422, 429] as const;
type RefusalStatus = (typeof REFUSAL_STATUSES)[number];

const isRefusal = (status: number): status is RefusalStatus =>
  (REFUSAL_STATUSES as readonly number[]).includes(status);

/** A refusal as a page, as the checkout's own form answers: the words in an alert. */
function refusalPage(c: Context, ctx: ServerContext, status: RefusalStatus, message: string) {
  c.header('cache-control', 'no-store');
  const body = `<p role="alert">${escapeHtml(message)}</p>`;
  return c.html(storePage(ctx.site, 'Demo order', body), status);
}

/**
 * POST /commerce/demo-order, only with ServerOptions.demo: the demo page's form (the crumb as a
 * field, stamped by the server; same origin) places a paid test order for this browser with a
 * fresh example email, sets the order owner cookie exactly as a checkout does, and answers 303 to
 * the order's confirmed page, where the account offer waits. Counted by the form rate limit
 * (apart from the forms): a bot cannot fill the orders list.
 */
export function demoOrderRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  app.post(DEMO_ORDER_PATH, async (c) => {
    const fields = asFields(await readBody(c));
    rejectUnknown(fields, DEMO_FORM_FIELDS);
    if (!isPostFromOwnPage(c, fields.crumb)) {
      return refusalPage(c, ctx, 403, demoOrderMessages.refused);
    }
    const visitorId = visitorIdFromCookie(getCookie(c, VISITOR_RECORD_COOKIE));
    if (!(await ctx.demoOrderRateLimiter.allows(clientAddress(c, ctx.proxyTrust), visitorId))) {
      return refusalPage(c, ctx, 429, demoOrderMessages.rateLimited);
    }
    try {
      const order = await placeDemoOrder(ctx);
      writeOrderOwnerCookie(c, order.cartToken, ctx.trustProxy);
      return c.redirect(order.confirmationUrl, 303);
    } catch (error) {
      // The checkout's refusals as a page; anything else (a busy database: 503) as usual.
      if (!(error instanceof HttpError) || !isRefusal(error.status)) throw error;
      return refusalPage(c, ctx, error.status, String(error.body.error));
    }
  });
  return app;
}
