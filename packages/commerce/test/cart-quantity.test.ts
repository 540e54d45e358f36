import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CART_QUANTITY_DISPLAY_LIMIT,
  COMMERCE_MESSAGES,
  fillMessage,
  formatCartQuantity,
  minimumSubtotalMessage,
  zeroQuantityMessage,
} from '../src/index';

describe('formatCartQuantity (spec 000 §9, 002 §Limits)', () => {
  it.each([
    [0, '0', '0 items'],
    [1, '1', '1 item'],
    [2, '2', '2 items'],
    [99, '99', '99 items'],
    [100, '100', '100 items'],
    [101, '100+', 'More than 100 items'],
    [5000, '100+', 'More than 100 items'],
  ])('%i shows %s, spoken %s', (quantity, text, label) => {
    expect(formatCartQuantity(quantity)).toEqual({ text, label });
  });

  it('caps at 100', () => {
    expect(CART_QUANTITY_DISPLAY_LIMIT).toBe(100);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (quantity) => {
    expect(() => formatCartQuantity(quantity)).toThrow(
      new RangeError(`Cart quantity must be a whole number, 0 or more, got ${quantity}`),
    );
  });

  it('takes translated labels', () => {
    const french = {
      moreThan100Items: 'Plus de 100 articles',
      cartItemsOne: '1 article',
      cartItemsMany: '{count} articles',
    };
    expect(formatCartQuantity(101, french).label).toBe('Plus de 100 articles');
    expect(formatCartQuantity(1, french).label).toBe('1 article');
    expect(formatCartQuantity(7, french).label).toBe('7 articles');
  });

  it('keeps the catalogue’s string for an override left undefined', () => {
    expect(formatCartQuantity(101, { moreThan100Items: undefined }).label).toBe(
      'More than 100 items',
    );
  });

  it('shows the count or 100+, never more than four characters (property)', () => {
    fc.assert(
      fc.property(fc.nat(), (quantity) => {
        const { text, label } = formatCartQuantity(quantity);
        expect(text).toBe(quantity > 100 ? '100+' : String(quantity));
        expect(label).toBe(
          quantity > 100 ? 'More than 100 items' : `${quantity} item${quantity === 1 ? '' : 's'}`,
        );
      }),
    );
  });
});

describe('cart messages (spec 001 §Editor message rules)', () => {
  it('says the minimum subtotal word for word', () => {
    expect(minimumSubtotalMessage({ currencyCode: 'USD', value: 25 })).toBe(
      'To check out, your order subtotal must be $25.00 or more.',
    );
    expect(minimumSubtotalMessage({ currencyCode: 'PLN', value: 1500 })).toBe(
      'To check out, your order subtotal must be 1,500.00\u00a0zł or more.',
    );
    expect(minimumSubtotalMessage({ currencyCode: 'EUR', value: 25 }, { locale: 'fr-FR' })).toBe(
      'To check out, your order subtotal must be 25,00\u00a0€ or more.',
    );
  });

  it('says the zero-quantity confirmation word for word', () => {
    expect(zeroQuantityMessage()).toBe(
      "You have set this item's quantity to 0. This will remove it from your cart. Would you like to continue?",
    );
    expect(zeroQuantityMessage({ zeroQuantityConfirm: 'Retirer ?' })).toBe('Retirer ?');
  });

  it('keeps the spec strings in the catalogue word for word', () => {
    expect(COMMERCE_MESSAGES.checkoutCookiesRequired).toBe(
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    );
    expect(COMMERCE_MESSAGES.minimumSubtotal).toBe(
      'To check out, your order subtotal must be {subtotal} or more.',
    );
    expect(COMMERCE_MESSAGES.moreThan100Items).toBe('More than 100 items');
    expect([
      COMMERCE_MESSAGES.workflowPublished,
      COMMERCE_MESSAGES.workflowScheduled,
      COMMERCE_MESSAGES.workflowDraft,
      COMMERCE_MESSAGES.workflowUnsupported,
    ]).toEqual(['Available', 'Scheduled', 'Hidden', 'Unsupported']);
    expect([
      COMMERCE_MESSAGES.unitPounds,
      COMMERCE_MESSAGES.unitInches,
      COMMERCE_MESSAGES.unitKilograms,
      COMMERCE_MESSAGES.unitCentimeters,
    ]).toEqual(['lbs', 'inches', 'kg', 'cm']);
  });

  it('fills placeholders literally, leaving unknown ones', () => {
    expect(fillMessage('{a} and {b}', { a: '$&$1' })).toBe('$&$1 and {b}');
    expect(fillMessage('{toString}', {})).toBe('{toString}');
  });
});
