/**
 * The order account block (docs/markup.md, "Order account"; issue 14): the order-confirmed page's
 * "Create an account" form, sent through the data layer so the shopper stays on the page. The
 * server answers with a logged-in session (its cookie, and the xsrfToken the data layer then
 * sends, as after a login); the block says so as text, hides the form, and records
 * `commerce_account_creation` through the consent-gated tracking gate (spec 002 §7). Without the
 * script the same form posts to the page, which the server answers with the page.
 */
import {
  ApiError,
  type BlockContext,
  createCleanupStore,
  type Destroy,
  isJsonObject,
  ORDER_ACCOUNT_PATH,
  api as pageApi,
  readBlockConfig,
  XSRF_TOKEN_HEADER,
} from '@tessera/runtime';
import { ORDER_ACCOUNT_MESSAGES as messages } from '../order-account-messages';
import { COMMERCE_EVENTS, trackCommerceEvent } from '../store/commerce-events';
import { storeText } from './store-text';

export { ORDER_ACCOUNT_MESSAGES } from '../order-account-messages';

interface OrderAccountParts {
  form: HTMLFormElement;
  password: HTMLInputElement;
  error: HTMLElement;
  status: HTMLElement;
}

function partsOf(element: HTMLElement): OrderAccountParts | undefined {
  const form = element.querySelector<HTMLFormElement>('form[data-order-account-form]');
  const password = element.querySelector<HTMLInputElement>('[data-order-account-password]');
  const error = element.querySelector<HTMLElement>('[data-order-account-error]');
  const status = element.querySelector<HTMLElement>('[data-order-account-status]');
  return form && password && error && status ? { form, password, error, status } : undefined;
}

/**
 * The server's own words for a refusal (shown as text), else the catalogue's. Not the cart's
 * failureText: importing it adds its chunk's request to this page, and this call has no stock.
 */
function refusalText(error: unknown): string {
  if (!(error instanceof ApiError) || error.code !== 'http' || error.status >= 500) {
    return messages.unableToCreateAccount;
  }
  const said = isJsonObject(error.data) ? error.data.error : undefined;
  return typeof said === 'string' && said !== '' ? said : messages.unableToCreateAccount;
}

export function init(element: HTMLElement, context?: BlockContext): Destroy {
  let malformed = false;
  const config = readBlockConfig<Record<string, unknown>>(element, (problem) => {
    malformed = true;
    console.warn(`[tessera] ${problem}`, element);
  });
  const parts = partsOf(element);
  // The page says what happened already (created, logged in) and has no form: nothing to do.
  if (malformed || !parts) return () => {};
  const orderId = typeof config?.orderId === 'string' ? config.orderId : '';
  if (orderId === '') {
    console.warn(
      '[tessera] order-account: data-block-config needs "orderId", a non-empty string',
      element,
    );
    return () => {};
  }
  const api = context?.api ?? pageApi;
  const store = createCleanupStore();
  let sending = false;
  let destroyed = false;
  store.add(() => {
    destroyed = true;
  });
  const created = (answer: unknown) => {
    const fields = isJsonObject(answer) ? answer : {};
    if (typeof fields.xsrfToken === 'string')
      api.setDefaultHeader(XSRF_TOKEN_HEADER, fields.xsrfToken);
    const email = typeof fields.email === 'string' ? fields.email : '';
    parts.password.value = '';
    // fillMessage's fill (every {email}, `$&` in an address kept as typed) without its chunk, a
    // request more on this page.
    storeText(
      store,
      parts.status,
      messages.accountCreated.replaceAll('{email}', () => email),
    );
    store.attribute(parts.form, 'hidden', '');
    parts.status.focus();
    const data = { orderId };
    void trackCommerceEvent(COMMERCE_EVENTS.accountCreation, data, { page: context?.page, api });
  };
  const refused = (error: unknown) => {
    const invalid = error instanceof ApiError && error.status === 400;
    store.attribute(parts.password, 'aria-invalid', invalid ? 'true' : null);
    storeText(store, parts.error, refusalText(error));
    if (invalid) parts.password.focus();
  };
  store.listen(parts.form, 'submit', (event: SubmitEvent) => {
    event.preventDefault();
    if (sending || !parts.form.reportValidity()) return;
    sending = true;
    // Emptied first, so the same refusal twice is announced twice.
    storeText(store, parts.error, '');
    const path = ORDER_ACCOUNT_PATH.replace('{id}', encodeURIComponent(orderId));
    api
      .post(path, { password: parts.password.value }, { onFailure: () => undefined })
      .then(
        (answer) => {
          if (!destroyed) created(answer);
        },
        (error: unknown) => {
          if (!destroyed) refused(error);
        },
      )
      .finally(() => {
        sending = false;
      });
  });
  return () => store.clear();
}
