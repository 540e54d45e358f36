// Type tests for the public types: strict unions where the spec fixes the values, no `any`.
import { describe, expectTypeOf, it } from 'vitest';
import {
  type BillingPeriodUnit,
  type Cart,
  type CommerceMessageKey,
  type Currency,
  type CurrencyCode,
  formatMoney,
  type Money,
  type MoneyAmount,
  PRODUCT_TYPES,
  type ProductType,
  readCart,
  toMoneyAmount,
} from '../src/index';

describe('public types', () => {
  it('spells out the 27 currency codes', () => {
    expectTypeOf<CurrencyCode>().toEqualTypeOf<
      | 'EUR'
      | 'USD'
      | 'AUD'
      | 'NOK'
      | 'CAD'
      | 'NZD'
      | 'DKK'
      | 'GBP'
      | 'HKD'
      | 'CHF'
      | 'MXN'
      | 'SGD'
      | 'SEK'
      | 'CZK'
      | 'ILS'
      | 'PHP'
      | 'RUB'
      | 'PLN'
      | 'THB'
      | 'MYR'
      | 'ARS'
      | 'BRL'
      | 'COP'
      | 'IDR'
      | 'INR'
      | 'JPY'
      | 'ZAR'
    >();
    expectTypeOf<Currency['layout']>().toEqualTypeOf<'before' | 'after'>();
    expectTypeOf<Currency['fractionDigits']>().toEqualTypeOf<0 | 2>();
  });

  it('types money, amounts and the cart without any', () => {
    expectTypeOf<Money['currencyCode']>().toEqualTypeOf<CurrencyCode>();
    expectTypeOf<MoneyAmount['minorUnits']>().toEqualTypeOf<number>();
    expectTypeOf(readCart).returns.toEqualTypeOf<Cart>();
    expectTypeOf<Cart['created']>().toEqualTypeOf<Date | null>();
    expectTypeOf<Cart['subtotalAmount']>().toEqualTypeOf<Money>();
    expectTypeOf<Cart['entries'][number]>().not.toBeAny();
    expectTypeOf(formatMoney).returns.toEqualTypeOf<string>();
    expectTypeOf(toMoneyAmount).parameter(0).toHaveProperty('currencyCode').toEqualTypeOf<string>();
  });

  it('keeps product types and units literal', () => {
    expectTypeOf<ProductType>().toEqualTypeOf<1 | 2 | 3 | 4 | 5>();
    expectTypeOf(PRODUCT_TYPES.GIFT_CARD).toEqualTypeOf<4>();
    expectTypeOf<BillingPeriodUnit>().toEqualTypeOf<'week' | 'month' | 'year'>();
    expectTypeOf<'moreThan100Items'>().toExtend<CommerceMessageKey>();
  });
});
