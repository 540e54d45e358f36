import type { Context } from 'hono';
import { clientAddress } from '../client-address';
import type { ServerContext } from '../server-context';

/**
 * Whether this analytics call's `rows` are stored (analytics-limits.ts: the client's and the
 * site's budgets, sampling beyond them). A call not stored is answered exactly as a stored one,
 * so a client has no reason to retry it.
 */
export function withinBudget(c: Context, ctx: ServerContext, rows: number): Promise<boolean> {
  return ctx.analyticsBudget.admits(clientAddress(c, ctx.proxyTrust), rows);
}
