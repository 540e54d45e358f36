import { escapeHtml } from '../escape-html';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../password-rules';
import { storeMessages } from './store-messages';

/**
 * What the order-confirmed page says about an account for the order's email (docs/markup.md,
 * "Order account"): the offer, a form (to the owner's browser only, while no account has the
 * email), what happened after it was sent, or that the shopper is logged in with that email.
 */
export type OrderAccountState =
  | {
      kind: 'offer';
      orderId: string;
      email: string;
      crumb: string;
      error?: string;
      status?: number;
    }
  | { kind: 'created'; email: string }
  | { kind: 'logged-in'; email: string }
  | { kind: 'refused'; message: string }
  | { kind: 'none' };

const HEADING_ID = 'order-account-heading';
const ERROR_ID = 'order-account-error';
const HINT_ID = 'order-account-password-hint';

function offerForm(state: Extract<OrderAccountState, { kind: 'offer' }>): string {
  const action = `/commerce/orders/${encodeURIComponent(state.orderId)}/confirmed`;
  // A refused password (400) marks the field; other refusals concern the page, not the field.
  const invalid = state.error !== undefined && state.status === 400;
  return `<p>Save your details for your next order: the account's email is the order's.</p>
<form method="post" action="${escapeHtml(action)}" data-order-account-form>
<input type="hidden" name="crumb" value="${escapeHtml(state.crumb)}">
<p><label for="order-account-email">Email</label>
<input id="order-account-email" type="email" value="${escapeHtml(state.email)}" autocomplete="username" readonly></p>
<p><label for="order-account-password">Password</label>
<span id="${HINT_ID}">At least ${MIN_PASSWORD_LENGTH} characters.</span>
<input id="order-account-password" name="password" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}" maxlength="${MAX_PASSWORD_LENGTH}" aria-describedby="${HINT_ID} ${ERROR_ID}"${invalid ? ' aria-invalid="true"' : ''} data-order-account-password></p>
<p id="${ERROR_ID}" role="alert" data-order-account-error>${escapeHtml(state.error ?? '')}</p>
<p><button type="submit">Create account</button></p>
</form>`;
}

/** The account part's heading: the offer's, or what the part says about the account. */
export const accountHeading = (state: OrderAccountState) =>
  state.kind === 'offer' ? 'Create an account' : 'Your account';

/** What the status paragraph says (as text): empty with the offer. */
export function statusText(state: OrderAccountState): string {
  if (state.kind === 'created') return storeMessages.accountCreated(state.email);
  if (state.kind === 'logged-in') return storeMessages.loggedInAs(state.email);
  if (state.kind === 'refused') return state.message;
  return '';
}

export function orderAccountSection(state: OrderAccountState): string {
  if (state.kind === 'none') return '';
  const config =
    state.kind === 'offer'
      ? ` data-block-config="${escapeHtml(JSON.stringify({ orderId: state.orderId }))}"`
      : '';
  const said = statusText(state);
  return `<section data-block="order-account"${config} aria-labelledby="${HEADING_ID}">
<h2 id="${HEADING_ID}">${accountHeading(state)}</h2>
<p role="${state.kind === 'refused' ? 'alert' : 'status'}" tabindex="-1" data-order-account-status>${escapeHtml(said)}</p>
${state.kind === 'offer' ? offerForm(state) : ''}</section>`;
}
