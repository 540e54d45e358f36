import { PageType } from '@tessera/runtime';
import type { Context } from 'hono';
import type { Session } from '../accounts';
import { visitorCrumb } from '../crumb';
import { currentSession, type ServerContext } from '../server-context';
import { sendSitePage } from '../site-page';
import { confirmedBody, type OrderSummary, pageCrumb, storePage } from './checkout-pages';
import { findOwnedOrder, hasAccount } from './order-account';
import { type OrderAccountState, orderAccountSection } from './order-account-section';
import { fillOrderConfirmedTemplate } from './order-confirmed-template';
import { readOrderOwnerToken } from './order-owner-cookie';
import { pathId } from './path-id';
import { storeMessages } from './store-messages';

interface OrderRow {
  id: string;
  email: string;
  currency_code: string;
  lines: unknown;
  grand_total_cents: number;
  tax_cents: number;
}

/**
 * The account part of the page when nothing was sent: the offer to the order's own browser while
 * no account has its email, or that the visitor is logged in with it; nothing to anyone else.
 * `crumb` gives the page's crumb for the offer's form.
 */
async function accountStateOf(
  c: Context,
  ctx: ServerContext,
  orderId: string,
  session: Session | undefined,
  crumb: () => string,
): Promise<OrderAccountState> {
  const owned = await findOwnedOrder(ctx.db, orderId, readOrderOwnerToken(c));
  if (!owned) return { kind: 'none' };
  if (session?.account.email === owned.email) return { kind: 'logged-in', email: owned.email };
  if (await hasAccount(ctx.db, owned.email)) return { kind: 'none' };
  return { kind: 'offer', orderId, email: owned.email, crumb: crumb() };
}

/** The order's row as the page shows it. */
function summaryOf(row: OrderRow): OrderSummary {
  const lines = (typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines) as {
    productName: string;
    quantity: number;
    lineTotalCents: number;
  }[];
  return {
    id: row.id,
    email: row.email,
    currency: row.currency_code,
    lines,
    grandTotalCents: Number(row.grand_total_cents),
    taxCents: Number(row.tax_cents),
  };
}

/** The built-in page, for a site without its own: the checkout's plain page. */
function builtInPage(ctx: ServerContext, summary: OrderSummary, state: OrderAccountState) {
  // The script only with the form (its block): otherwise the page stays as script-free as the
  // checkout's.
  return storePage(
    ctx.site,
    'Order confirmed',
    confirmedBody(summary) + orderAccountSection(state),
    PageType.ORDER_CONFIRMED,
    { script: state.kind === 'offer' },
  );
}

/**
 * The order-confirmed page (page type 202): the site's own page (site.json's page of type 202,
 * filled for the order: order-confirmed-template.ts) sent as every site page is, or the built-in
 * one for a site without it, with the built script when it offers the account form (its block).
 * `account` is what the account part says (by default, as accountStateOf decides).
 */
export async function renderOrderConfirmed(
  c: Context,
  ctx: ServerContext,
  status: 200 | 400 | 403 | 404 | 409 | 429 = 200,
  account?: OrderAccountState,
) {
  const rows = await ctx.db.query<OrderRow>(
    'SELECT id, email, currency_code, lines, grand_total_cents, tax_cents FROM commerce_orders WHERE id = $1',
    [pathId(c)],
  );
  const row = rows[0];
  c.header('cache-control', 'no-store');
  if (!row) {
    const body = `<p>${storeMessages.noOrder}</p>`;
    return c.html(storePage(ctx.site, 'Order not found', body, PageType.NOT_FOUND), 404);
  }
  const summary = summaryOf(row);
  const session = await currentSession(c, ctx);
  const own = ctx.orderConfirmedPage;
  if (!own) {
    const state =
      account ?? (await accountStateOf(c, ctx, row.id, session, () => pageCrumb(c, ctx)));
    return c.html(builtInPage(ctx, summary, state), status);
  }
  const fresh = visitorCrumb(c);
  const state = account ?? (await accountStateOf(c, ctx, row.id, session, () => fresh));
  // The offer's form holds the crumb it was sent with (the cookie's): the page keeps it.
  const crumb = state.kind === 'offer' ? state.crumb : fresh;
  const html = fillOrderConfirmedTemplate(own.template, summary, state, crumb);
  return sendSitePage(c, ctx, { html, definition: own.definition, status, session, crumb });
}
