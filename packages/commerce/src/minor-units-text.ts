/**
 * Money already rounded to integer minor units, as spec 000 §3 "Money" prints it: thousands
 * separator comma, decimal point, the currency's symbol on its side. formatMoney rounds a float
 * and ends here; a block holding cents (a price from the product data) comes here directly,
 * without the rounding code.
 *
 * The layout is fixed, so it is assembled from parts computed once per currency (prefix, suffix,
 * three-digit groups) instead of asking Intl.NumberFormat each time.
 */
import { CURRENCY_CODES, currencyFormat } from './currency-formats';

export interface MoneyParts {
  prefix: string;
  negativePrefix: string;
  suffix: string;
  scale: number;
  fractionDigits: number;
}

/** A no-break space, so a symbol never wraps away from its number ('1,234.00 kr'). */
const SYMBOL_SPACE = '\u00a0';

let partsByCode: Record<string, MoneyParts> | undefined;
let threeDigits: string[] = [];
let twoDigits: string[] = [];

function moneyParts(code: (typeof CURRENCY_CODES)[number]): MoneyParts {
  const { symbol, layout, fractionDigits } = currencyFormat(code);
  // A symbol that ends (or starts) in a letter ('CHF', 'Kč', 'kr') is spaced from the digits,
  // otherwise it would read as one word: 'CHF 5.00' but '$5.00'.
  const letterBeside = /\p{L}/u.test(layout === 'before' ? symbol.slice(-1) : symbol.charAt(0));
  const space = letterBeside ? SYMBOL_SPACE : '';
  const prefix = layout === 'before' ? symbol + space : '';
  return {
    prefix,
    negativePrefix: '-' + prefix,
    suffix: layout === 'after' ? space + symbol : '',
    scale: 10 ** fractionDigits,
    fractionDigits,
  };
}

function buildTables(): Record<string, MoneyParts> {
  const table: Record<string, MoneyParts> = Object.create(null);
  for (const code of CURRENCY_CODES) table[code] = moneyParts(code);
  threeDigits = [];
  for (let group = 0; group < 1000; group++) threeDigits.push(String(group).padStart(3, '0'));
  twoDigits = threeDigits.slice(0, 100).map((group) => group.slice(1));
  partsByCode = table;
  return table;
}

/** The printing parts of `code`; undefined when it is not one of the 27. */
export function moneyPartsOf(code: string): MoneyParts | undefined {
  return (partsByCode ?? buildTables())[code];
}

/** An integer below 2^53 with comma thousands separators. */
function groupInteger(integer: number): string {
  if (integer < 1000) return String(integer);
  let text = threeDigits[integer % 1000]!;
  integer = Math.floor(integer / 1000);
  while (integer >= 1000) {
    text = threeDigits[integer % 1000] + ',' + text;
    integer = Math.floor(integer / 1000);
  }
  return integer + ',' + text;
}

/** `minor` (a safe integer, 0 or more) of `parts`' currency; `negative` unless it is 0. */
export function minorUnitsText(parts: MoneyParts, minor: number, negative: boolean): string {
  const prefix = negative && minor !== 0 ? parts.negativePrefix : parts.prefix;
  if (parts.scale === 1) return prefix + groupInteger(minor) + parts.suffix;
  const integer = Math.floor(minor / 100);
  return prefix + groupInteger(integer) + '.' + twoDigits[minor - integer * 100] + parts.suffix;
}

/** `cents` (whole minor units) of the store currency `code` as text: 1234550 USD is '$12,345.50'. */
export function formatCents(cents: number, code: string): string {
  const parts = moneyPartsOf(code);
  if (!parts) throw new RangeError(`Unknown currency code ${JSON.stringify(code)}`);
  return minorUnitsText(parts, cents < 0 ? -cents : cents, cents < 0);
}
