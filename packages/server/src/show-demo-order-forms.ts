import { DEMO_ORDER_PATH } from './commerce/demo-order';

/** The opening tag of an element marked `data-demo-order` (any attribute order). */
const demoOrderPart = /<[a-z][a-z0-9]*\b[^>]*\sdata-demo-order\b[^>]*>/gi;
/** Its `hidden` attribute, bare or with a value. */
const hiddenAttribute = /\shidden(?:=(?:""|''|"hidden"|'hidden'|hidden))?(?=[\s/>])/i;
/** The opening tag of a form posting to the demo order (any attribute order). */
const demoOrderForm = new RegExp(
  `<form\\b[^>]*\\saction=(["'])${DEMO_ORDER_PATH.replaceAll('/', '\\/')}\\1[^>]*>`,
  'gi',
);

/**
 * With the demo on (ServerOptions.demo): a page's `data-demo-order` parts, filed `hidden` so
 * that a server without the demo (or a static host) never shows a button that leads nowhere, are
 * shown, and each form posting to /commerce/demo-order gets the page's crumb as a hidden field,
 * as the checkout's forms carry it. The crumb is base64url: nothing in it needs escaping.
 */
export function showDemoOrderForms(html: string, crumb: string): string {
  return html
    .replace(demoOrderPart, (tag) => tag.replace(hiddenAttribute, ''))
    .replace(demoOrderForm, (tag) => `${tag}<input type="hidden" name="crumb" value="${crumb}">`);
}
