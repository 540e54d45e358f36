import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  CURRENCY_CODES,
  DEFAULT_CURRENCY_CODE,
  DEFAULT_LOCALE,
  formatMoney,
  getCurrency,
  isCurrencyCode,
} from '../src/index';

// A no-break space sits between a symbol and the digits when the symbol touches them with a letter.
const NBSP = '\u00a0';

// spec 000 §3 "Currencies (27)": one row per currency, written out by hand (ISO 4217 data).
const TABLE = [
  ['EUR', 'Euro', '978', '€', 'before', 2, '€1,234,567.89', '-€0.50'],
  ['USD', 'US Dollar', '840', '$', 'before', 2, '$1,234,567.89', '-$0.50'],
  ['AUD', 'Australian Dollar', '036', '$', 'before', 2, '$1,234,567.89', '-$0.50'],
  ['NOK', 'Norwegian Krone', '578', 'kr', 'after', 2, `1,234,567.89${NBSP}kr`, `-0.50${NBSP}kr`],
  ['CAD', 'Canadian Dollar', '124', '$', 'before', 2, '$1,234,567.89', '-$0.50'],
  ['NZD', 'New Zealand Dollar', '554', '$', 'before', 2, '$1,234,567.89', '-$0.50'],
  ['DKK', 'Danish Krone', '208', 'kr', 'after', 2, `1,234,567.89${NBSP}kr`, `-0.50${NBSP}kr`],
  ['GBP', 'Pound Sterling', '826', '£', 'before', 2, '£1,234,567.89', '-£0.50'],
  ['HKD', 'Hong Kong Dollar', '344', '$', 'before', 2, '$1,234,567.89', '-$0.50'],
  ['CHF', 'Swiss Franc', '756', 'CHF', 'before', 2, `CHF${NBSP}1,234,567.89`, `-CHF${NBSP}0.50`],
  ['MXN', 'Mexican Peso', '484', '$', 'before', 2, '$1,234,567.89', '-$0.50'],
  ['SGD', 'Singapore Dollar', '702', '$', 'before', 2, '$1,234,567.89', '-$0.50'],
  ['SEK', 'Swedish Krona', '752', 'kr', 'after', 2, `1,234,567.89${NBSP}kr`, `-0.50${NBSP}kr`],
  ['CZK', 'Czech Koruna', '203', 'Kč', 'before', 2, `Kč${NBSP}1,234,567.89`, `-Kč${NBSP}0.50`],
  ['ILS', 'New Israeli Sheqel', '376', '₪', 'before', 2, '₪1,234,567.89', '-₪0.50'],
  ['PHP', 'Philippine Peso', '608', '₱', 'before', 2, '₱1,234,567.89', '-₱0.50'],
  ['RUB', 'Russian Ruble', '643', '₽', 'before', 2, '₽1,234,567.89', '-₽0.50'],
  ['PLN', 'Zloty', '985', 'zł', 'after', 2, `1,234,567.89${NBSP}zł`, `-0.50${NBSP}zł`],
  ['THB', 'Baht', '764', '฿', 'before', 2, '฿1,234,567.89', '-฿0.50'],
  ['MYR', 'Malaysian Ringgit', '458', 'RM', 'before', 2, `RM${NBSP}1,234,567.89`, `-RM${NBSP}0.50`],
  ['ARS', 'Argentine Peso', '032', '$', 'before', 2, '$1,234,567.89', '-$0.50'],
  ['BRL', 'Brazilian Real', '986', 'R$', 'before', 2, 'R$1,234,567.89', '-R$0.50'],
  ['COP', 'Colombian Peso', '170', '$', 'before', 2, '$1,234,567.89', '-$0.50'],
  ['IDR', 'Rupiah', '360', 'Rp', 'before', 2, `Rp${NBSP}1,234,567.89`, `-Rp${NBSP}0.50`],
  ['INR', 'Indian Rupee', '356', '₹', 'before', 2, '₹1,234,567.89', '-₹0.50'],
  ['JPY', 'Yen', '392', '¥', 'before', 0, '¥1,234,568', '-¥1'],
  ['ZAR', 'Rand', '710', 'R', 'before', 2, `R${NBSP}1,234,567.89`, `-R${NBSP}0.50`],
] as const;

describe('CURRENCIES', () => {
  it('has exactly the 27 codes of the spec, in its order', () => {
    expect(CURRENCY_CODES).toEqual(TABLE.map((row) => row[0]));
    expect(Object.keys(CURRENCIES)).toEqual(CURRENCY_CODES);
    expect(CURRENCY_CODES).toHaveLength(27);
  });

  it.each(TABLE)(
    '%s: %s, numeric %s, symbol %s %s, %i digits, 1234567.891 is %s, -0.5 is %s',
    (code, name, numericCode, symbol, layout, fractionDigits, formatted, negative) => {
      expect(CURRENCIES[code]).toEqual({ code, name, numericCode, symbol, layout, fractionDigits });
      expect(formatMoney({ currencyCode: code, value: 1234567.891 })).toBe(formatted);
      expect(formatMoney({ currencyCode: code, value: -0.5 })).toBe(negative);
      expect(getCurrency(code)).toBe(CURRENCIES[code]);
    },
  );

  it('puts the symbol after the value for kr and zł only', () => {
    const after = CURRENCY_CODES.filter((code) => CURRENCIES[code].layout === 'after');
    expect(after.map((code) => CURRENCIES[code].symbol)).toEqual(['kr', 'kr', 'kr', 'zł']);
  });

  it('gives every currency 2 fraction digits but JPY 0', () => {
    const zero = CURRENCY_CODES.filter((code) => CURRENCIES[code].fractionDigits === 0);
    expect(zero).toEqual(['JPY']);
  });

  it('has distinct ISO 4217 numeric codes of three digits', () => {
    const numeric = CURRENCY_CODES.map((code) => CURRENCIES[code].numericCode);
    expect(new Set(numeric).size).toBe(27);
    for (const value of numeric) expect(value).toMatch(/^\d{3}$/);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(CURRENCIES)).toBe(true);
  });

  it('defaults to USD and en-US (spec 000 §3)', () => {
    expect(DEFAULT_CURRENCY_CODE).toBe('USD');
    expect(DEFAULT_LOCALE).toBe('en-US');
  });

  it('recognises only the exact upper-case codes', () => {
    expect(isCurrencyCode('USD')).toBe(true);
    for (const value of ['usd', 'XYZ', '', 'toString', '__proto__', 840, null, undefined]) {
      expect(isCurrencyCode(value)).toBe(false);
    }
  });

  it('names the unknown code and the accepted ones', () => {
    expect(() => getCurrency('usd')).toThrow(
      new RangeError(
        'Unknown currency code "usd": expected one of EUR, USD, AUD, NOK, CAD, NZD, DKK, GBP, HKD, CHF, MXN, SGD, SEK, CZK, ILS, PHP, RUB, PLN, THB, MYR, ARS, BRL, COP, IDR, INR, JPY, ZAR',
      ),
    );
  });
});
