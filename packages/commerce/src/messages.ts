/**
 * Every string this package shows to people, in one catalogue (replace entries to translate).
 * Spec strings are word for word: the checkout alert (000 §8), the two cart messages and the
 * payment-frequency forms (001 §3, §Editor message rules), 'More than 100 items' (002 §Limits),
 * the workflow labels and units (000 §3). Where the spec names a label without its words (the
 * payment frequencies), the wording here is ours and the README says so.
 */
import { STOREFRONT_MESSAGES } from './storefront-messages';

export { fillMessage } from './storefront-messages';

export const COMMERCE_MESSAGES = {
  /** The product block's and cart indicator's first strings ('More than 100 items' among them). */
  ...STOREFRONT_MESSAGES,
  /** spec 000 §8 "Other": checkout without cookies. */
  checkoutCookiesRequired:
    'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
  /** spec 001 §Editor message rules. {subtotal} is formatted money. */
  minimumSubtotal: 'To check out, your order subtotal must be {subtotal} or more.',
  /** spec 001 §Editor message rules. */
  zeroQuantityConfirm:
    "You have set this item's quantity to 0. This will remove it from your cart. Would you like to continue?",

  /** spec 000 §3 "Product": workflow state labels. */
  workflowPublished: 'Available',
  workflowScheduled: 'Scheduled',
  workflowDraft: 'Hidden',
  workflowUnsupported: 'Unsupported',

  /** spec 000 §3 "Product": measurement units. */
  unitPounds: 'lbs',
  unitInches: 'inches',
  unitKilograms: 'kg',
  unitCentimeters: 'cm',

  /** spec 001 §3 payment frequencies: weekly, monthly, yearly, every N weeks, months or years. */
  frequencyWeekly: '{price} weekly',
  frequencyMonthly: '{price} monthly',
  frequencyYearly: '{price} yearly',
  frequencyEveryWeeks: '{price} every {count} weeks',
  frequencyEveryMonths: '{price} every {count} months',
  frequencyEveryYears: '{price} every {count} years',
  /** A fixed duration appended to any of the above; {duration} is one of the six below. */
  frequencyForDuration: '{frequency} for {duration}',
  durationWeek: '1 week',
  durationWeeks: '{count} weeks',
  durationMonth: '1 month',
  durationMonths: '{count} months',
  durationYear: '1 year',
  durationYears: '{count} years',

  /** spec 002 §3 translation messages: a cart change that failed. */
  unableToUpdateQuantity: 'Unable to update quantity',
  unableToRemoveItem: 'Unable to remove item',
  /** Storefront labels (ours: the spec names the screens, not their words). */
  chooseOption: 'Choose {option}',
  addedToCart: '{name} added to your cart',
  unableToAdd: 'Unable to add to cart',
  onlyLeft: 'Only {count} left in stock',
  cartEmpty: 'Your cart is empty.',
  cartUpdated: 'Cart updated. {count}, total {total}',
  quantityOf: 'Quantity of {name}',
  decrease: 'Decrease quantity of {name}',
  increase: 'Increase quantity of {name}',
  remove: 'Remove {name}',
  itemRemoved: '{name} removed from your cart',
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  tax: 'Tax',
  total: 'Total',
  couponCode: 'Coupon code',
  applyCoupon: 'Apply',
  removeCoupon: 'Remove coupon {code}',
  couponApplied: 'Coupon {code} applied',
  couponInvalid: 'Coupon {code} cannot be used with this cart',
  shippingOption: 'Shipping option',
  shippingCountry: 'Country',
  shippingPostalCode: 'Postal code',
  updateShipping: 'Update shipping',
  checkout: 'Checkout',
  continueShopping: 'Continue shopping',
  unableToApplyCoupon: 'Unable to apply coupon',
  unableToUpdateShipping: 'Unable to update shipping',
  unableToLoadCart: 'Unable to load your cart',
  planEvery: 'Subscription: {plan}',
  cancel: 'Cancel',
  confirmRemoval: 'Remove',
} as const;

export type CommerceMessageKey = keyof typeof COMMERCE_MESSAGES;
export type CommerceMessages = Record<CommerceMessageKey, string>;

/**
 * The catalogue with `overrides` applied (for a translation). An override left undefined keeps
 * the catalogue's string: `{ ...catalogue, ...overrides }` would copy the undefined over it.
 */
export function commerceMessages(overrides?: Partial<CommerceMessages>): CommerceMessages {
  if (!overrides) return COMMERCE_MESSAGES;
  const messages: CommerceMessages = { ...COMMERCE_MESSAGES };
  for (const key of Object.keys(COMMERCE_MESSAGES) as CommerceMessageKey[]) {
    const override = overrides[key];
    if (typeof override === 'string') messages[key] = override;
  }
  return messages;
}
