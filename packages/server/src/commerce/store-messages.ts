import { formatMoney, type Money } from '@tessera/commerce';

/** The storefront's messages, in one place so client tests and docs can name them. */
export const storeMessages = {
  outOfStock: 'Out of stock',
  noProduct: 'No such product.',
  noVariant: 'No such variant of this product.',
  noEntry: 'No such entry in this cart.',
  noCoupon: 'No such coupon in this cart.',
  noShippingOption: 'No such shipping option.',
  quantityRange: 'Quantity must be a whole number from 1 to 999.',
  updateQuantityRange: 'Quantity must be a whole number from 0 to 999.',
  tooManyEntries: 'A cart holds at most 100 different items.',
  tooManyCoupons: 'A cart holds at most 5 coupon codes.',
  skuRequired: 'Field "sku" is required: this product comes in several variants.',
  giftCardOnly: 'Field "giftCardAmountCents" is only for gift cards.',
  noGiftCardAmount: 'This gift card has no such amount.',
  foreignCart: 'This cart token is not the one of your cart.',
  badCartCookie: 'The ss_cart cookie is not a cart token this server gave; it has been cleared.',
  emptyCart: 'Your cart is empty.',
  declined: 'Your card was declined.',
  cartChanged: 'Your cart changed during checkout. Please review it and try again.',
  checkoutInProgress: 'A checkout of this cart is already in progress.',
  noOrder: 'No order has this number.',
  notOrderOwner:
    'Only the shopper who placed this order, in the browser that placed it, can create its account within 24 hours of the purchase.',
  accountExists: 'An account with this email already exists. Please log in with its password.',
  accountCreated: (email: string) => `Your account is created: you are logged in as ${email}.`,
  loggedInAs: (email: string) => `You are logged in as ${email}.`,
  noCart:
    'There is no cart to check out. Either your session has expired or you do not have cookies enabled.',
} as const;

/** The coupon's minimum, as a shopper reads it. */
export const minimumMessage = (code: string, minimum: Money) =>
  `${code} applies to orders of ${formatMoney(minimum)} or more.`;
