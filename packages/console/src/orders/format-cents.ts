import { formatMoney, fromMinorUnits } from '@tessera/commerce';

/** Minor units in a currency as the site shows money ('$1,234.50'); unknown codes as digits. */
export function formatCents(cents: number, currencyCode: string): string {
  try {
    return formatMoney(fromMinorUnits(cents, currencyCode));
  } catch {
    return `${cents} ${currencyCode}`;
  }
}
