import type { PageContext } from '@tessera/runtime';
import { type CurrencyCode, DEFAULT_CURRENCY_CODE, isCurrencyCode } from '../currency-formats';

/**
 * The store currency from the page context (websiteSettings.storeSettings.selectedCurrency); the
 * spec's default USD (002 §Limits) when it is missing or not one of the 27 codes.
 */
export function storeCurrency(page: PageContext | undefined): CurrencyCode {
  const code = page?.websiteSettings?.storeSettings?.selectedCurrency;
  return isCurrencyCode(code) ? code : DEFAULT_CURRENCY_CODE;
}
