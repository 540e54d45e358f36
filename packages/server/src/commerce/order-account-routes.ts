import { CRUMB_PARAMETER, ORDER_ACCOUNT_PATH } from '@tessera/runtime';
import { type Context, Hono } from 'hono';
import { clientAddress } from '../client-address';
import { HttpError } from '../http-error';
import { asFields, readString, rejectUnknown } from '../input';
import { isPostFromOwnPage } from '../own-page-post';
import { MAX_PASSWORD_LENGTH } from '../password-rules';
import { readBody } from '../read-body';
import type { ServerContext } from '../server-context';
import { writeSessionCookie } from '../session-cookie';
import { type CreatedOrderAccount, createOrderAccount, findOwnedOrder } from './order-account';
import { renderOrderConfirmed } from './order-confirmed-page';
import { readOrderOwnerToken } from './order-owner-cookie';
import { pathId } from './path-id';

const ACCOUNT_FIELDS = new Set(['password', CRUMB_PARAMETER]);
/** The page's form, which the browser sends itself (no-script) with the crumb as a field. */
const PAGE_FORM_FIELDS = new Set(['password', 'crumb']);
const REFUSED_FORM = 'This form can only be sent from its own page. Please go back and try again.';

/** The body's password, refused by name when it is missing, too long or not text (400). */
function readPassword(body: unknown, known: ReadonlySet<string>): string {
  const fields = asFields(body);
  rejectUnknown(fields, known);
  return readString(fields, 'password', { required: true, maxLength: MAX_PASSWORD_LENGTH })!;
}

/** Creates the account of the path's order for this browser and logs it in (the cookie). */
async function createFor(c: Context, ctx: ServerContext, password: string) {
  const created = await createOrderAccount(ctx, {
    orderId: pathId(c),
    ownerToken: readOrderOwnerToken(c),
    password,
    address: clientAddress(c, ctx.proxyTrust),
  });
  writeSessionCookie(c, ctx.trustProxy, created.session);
  return created;
}

const answerOf = (created: CreatedOrderAccount) => ({
  accountId: created.account.id,
  email: created.account.email,
  xsrfToken: created.session.xsrfToken,
});

/**
 * The order-confirmed page's form sent without script (POST /commerce/orders/{id}/confirmed):
 * checked like the checkout's form (same origin, the crumb as a field), answered with the page:
 * the account created, or the form again with the refusal said above the field.
 */
export async function orderAccountFromForm(c: Context, ctx: ServerContext) {
  const fields = asFields(await readBody(c));
  const crumb = typeof fields.crumb === 'string' ? fields.crumb : undefined;
  if (!isPostFromOwnPage(c, crumb)) {
    return renderOrderConfirmed(c, ctx, 403, { kind: 'refused', message: REFUSED_FORM });
  }
  try {
    const created = await createFor(c, ctx, readPassword(fields, PAGE_FORM_FIELDS));
    return renderOrderConfirmed(c, ctx, 200, { kind: 'created', email: created.account.email });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const message = String(error.body.error);
    const status = error.status === 400 || error.status === 429 ? error.status : undefined;
    // Only a refused password (400) or a wait (429) shows the form again: the order's email
    // for it is read then, not for the refusals that end the offer.
    const owned = status && (await findOwnedOrder(ctx.db, pathId(c), readOrderOwnerToken(c)));
    if (status && owned && crumb) {
      const offer = { kind: 'offer', orderId: owned.id, email: owned.email, crumb } as const;
      return renderOrderConfirmed(c, ctx, status, { ...offer, error: message, status });
    }
    const refusedStatus = error.status === 404 || error.status === 409 ? error.status : 403;
    return renderOrderConfirmed(c, ctx, refusedStatus, { kind: 'refused', message });
  }
}

/**
 * POST /api/commerce/orders/{id}/account: the same account for the page's script (crumb by the
 * /api/ guard), answered 201 with the login's fields; the session cookie is set as login sets it.
 */
export function orderAccountRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  app.post(ORDER_ACCOUNT_PATH.replace('{id}', ':id'), async (c) => {
    const created = await createFor(c, ctx, readPassword(await readBody(c), ACCOUNT_FIELDS));
    return c.json(answerOf(created), 201, { 'cache-control': 'no-store' });
  });
  return app;
}
