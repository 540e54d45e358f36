import { formatMoney, fromMinorUnits } from '@tessera/commerce';
import { PageType } from '@tessera/runtime';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { CRUMB_COOKIE, crumbCookieHeader, visitorCrumb } from '../crumb';
import { escapeHtml } from '../escape-html';
import { buildPageContext, scriptSafeJson } from '../page-context';
import type { ServerContext } from '../server-context';
import { isHttpsRequest } from '../session-cookie';
import type { SiteConfig } from '../site-config';
import type { CartEntity } from './cart-entity';
import { TEST_CARD_ACCEPTED } from './payment-provider';

/**
 * The reference checkout's pages: plain server-rendered HTML, every shown value escaped, no
 * inline script (the site's strict policy applies), forms that work without script.
 */
/** An amount in minor units as the store prints it (`€12.00`), as text. */
export const formatCents = (cents: number, currency: string) =>
  formatMoney(fromMinorUnits(cents, currency));
const money = (cents: number, currency: string) => escapeHtml(formatCents(cents, currency));

export function storePage(
  site: SiteConfig,
  title: string,
  body: string,
  pageType: number = PageType.CHECKOUT,
  options: { script?: boolean } = {},
): string {
  const siteTitle = typeof site.website.siteTitle === 'string' ? site.website.siteTitle : 'Store';
  const context = buildPageContext(site, { id: `store-${pageType}`, title, pageType }, undefined);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — ${escapeHtml(siteTitle)}</title><link rel="icon" href="data:,">
<script type="application/json" id="tessera-context">${scriptSafeJson(context)}</script>${
    // The site's script, where a page has a block (the order account form): same origin, so the
    // strict policy allows it; the checkout pages themselves run none.
    options.script ? '<script type="module" src="/tessera/tessera.js"></script>' : ''
  }</head>
<body><main><h1>${escapeHtml(title)}</h1>
${body}
<p><a href="/">Back to the site</a></p></main></body></html>`;
}

export function summaryTable(cart: CartEntity, currency: string): string {
  const rows = cart.entries
    .map((entry) => {
      const options = entry.optionValues
        .map((option) => `${option.optionName}: ${option.value}`)
        .join(', ');
      const plan = entry.subscriptionPlan
        ? ` (every ${entry.subscriptionPlan.billingPeriod.value} ${entry.subscriptionPlan.billingPeriod.unit}${
            entry.subscriptionPlan.numBillingCycles > 0
              ? `, ${entry.subscriptionPlan.numBillingCycles} times`
              : ''
          })`
        : '';
      return `<tr><th scope="row">${escapeHtml(entry.productName)}${options ? ` <small>${escapeHtml(options)}</small>` : ''}${escapeHtml(plan)}</th><td>${entry.quantity}</td><td>${money(entry.lineTotalCents, currency)}</td></tr>`;
    })
    .join('\n');
  const line = (label: string, cents: number, minus = false) =>
    `<tr><th scope="row" colspan="2">${label}</th><td>${minus ? '−' : ''}${money(cents, currency)}</td></tr>`;
  const shipping =
    'name' in cart.selectedShippingOption
      ? ` (${escapeHtml(cart.selectedShippingOption.name)})`
      : '';
  const taxNames = cart.applicableTaxRules.map((rule) => escapeHtml(rule.name)).join(', ') || 'Tax';
  const taxIncluded = cart.applicableTaxRules.some((rule) => rule.included);
  return `<table><caption>Your order</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Price</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>${line('Subtotal', cart.subtotalCents)}${cart.discountCents > 0 ? line(`Discount (${escapeHtml(cart.validCoupons.join(', '))})`, cart.discountCents, true) : ''}${cart.requiresShipping ? line(`Shipping${shipping}`, cart.shippingCostCents) : ''}${line(taxIncluded ? `${taxNames} included` : taxNames, cart.taxCents)}${line('Total', cart.grandTotalCents)}</tfoot></table>`;
}

export interface CheckoutFormState {
  action: string;
  cartToken: string;
  idempotencyKey: string;
  crumb: string;
  error?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
}

function field(state: CheckoutFormState, name: string, label: string, attributes: string): string {
  const error = state.errors?.[name];
  const value = state.values?.[name] ?? '';
  const errorId = `${name}-error`;
  return `<p><label for="${name}">${escapeHtml(label)}</label>
${error ? `<span id="${errorId}" role="alert">${escapeHtml(error)}</span>` : ''}
<input id="${name}" name="${name}" ${attributes} value="${escapeHtml(value)}"${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}></p>`;
}

export function checkoutForm(cart: CartEntity, state: CheckoutFormState): string {
  const address = cart.requiresShipping
    ? `<fieldset><legend>Shipping address</legend>
${field(state, 'name', 'Full name', 'autocomplete="name" required maxlength="200"')}
${field(state, 'line1', 'Address', 'autocomplete="address-line1" required maxlength="200"')}
${field(state, 'line2', 'Address line 2 (optional)', 'autocomplete="address-line2" maxlength="200"')}
${field(state, 'city', 'City', 'autocomplete="address-level2" required maxlength="100"')}
${field(state, 'postalCode', 'Postal code', 'autocomplete="postal-code" required maxlength="20"')}
${field(state, 'country', 'Country (two letters, such as NL)', 'autocomplete="country" required maxlength="2" pattern="[A-Za-z]{2}"')}
</fieldset>`
    : '';
  return `${state.error ? `<p role="alert">${escapeHtml(state.error)}</p>` : ''}
<form method="post" action="${escapeHtml(state.action)}">
<input type="hidden" name="cartToken" value="${escapeHtml(state.cartToken)}">
<input type="hidden" name="idempotencyKey" value="${escapeHtml(state.idempotencyKey)}">
<input type="hidden" name="crumb" value="${escapeHtml(state.crumb)}">
${field(state, 'email', 'Email', 'type="email" autocomplete="email" required maxlength="254"')}
${address}
<fieldset><legend>Payment</legend>
${field(state, 'card', 'Card number', 'autocomplete="cc-number" inputmode="numeric" required maxlength="40"')}
<p><small>Test store: the card ${TEST_CARD_ACCEPTED} is accepted, 4000 0000 0000 0002 is declined.</small></p>
</fieldset>
<p><button type="submit">Pay now</button></p>
</form>`;
}

export interface OrderSummary {
  id: string;
  email: string;
  currency: string;
  lines: { productName: string; quantity: number; lineTotalCents: number }[];
  grandTotalCents: number;
  taxCents: number;
}

export function confirmedBody(order: OrderSummary): string {
  const lines = order.lines
    .map(
      (line) =>
        `<li>${escapeHtml(line.productName)} × ${line.quantity}: ${money(line.lineTotalCents, order.currency)}</li>`,
    )
    .join('');
  return `<p>Thank you! Your order <strong>${escapeHtml(order.id)}</strong> is confirmed.</p>
<ul>${lines}</ul>
<p>Total paid: ${money(order.grandTotalCents, order.currency)} (tax ${money(order.taxCents, order.currency)}).</p>`;
}

/** The crumb of this visitor for the page's form, set when the browser has none. */
export function pageCrumb(c: Context, ctx: ServerContext): string {
  const crumb = visitorCrumb(c);
  if (crumb === getCookie(c, CRUMB_COOKIE)) return crumb;
  c.header('set-cookie', crumbCookieHeader(crumb, isHttpsRequest(c, ctx.trustProxy)), {
    append: true,
  });
  return crumb;
}
