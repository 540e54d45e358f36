export {
  type CartMessageOptions,
  minimumSubtotalMessage,
  zeroQuantityMessage,
} from './cart-messages';
export {
  CHECKOUT_PATH,
  checkoutUrl,
  DONATE_CHECKOUT_PATH,
  donateCheckoutUrl,
  GIFT_CARD_CHECKOUT_PATH,
  type GiftCardCheckout,
  giftCardCheckoutUrl,
  SUBSCRIBE_CHECKOUT_PATH,
  subscribeCheckoutUrl,
} from './checkout-urls';
export {
  CURRENCIES,
  CURRENCY_CODES,
  type Currency,
  type CurrencyCode,
  type CurrencyLayout,
  DEFAULT_CURRENCY_CODE,
  DEFAULT_LOCALE,
  getCurrency,
  isCurrencyCode,
} from './currencies';
export {
  CART_QUANTITY_DISPLAY_LIMIT,
  type CartQuantityDisplay,
  formatCartQuantity,
} from './format-cart-quantity';
export { type FormatMoneyOptions, formatMoney } from './format-money';
export { type CheckoutEnvironment, type GoToCheckoutOptions, goToCheckout } from './go-to-checkout';
export type { JsonObject, JsonPrimitive, JsonValue } from './json';
export {
  isImperial,
  MEASUREMENT_SYSTEMS,
  type MeasurementUnits,
  measurementUnits,
} from './measurement-units';
export {
  COMMERCE_MESSAGES,
  type CommerceMessageKey,
  type CommerceMessages,
  commerceMessages,
  fillMessage,
} from './messages';
export { fromMinorUnits, type Money, type MoneyLike, toMinorUnits, zeroMoney } from './money';
export {
  addMoney,
  allocateMoney,
  compareMoney,
  type MoneyAmount,
  moneyAmount,
  multiplyMoney,
  subtractMoney,
  sumMoney,
  toMoney,
  toMoneyAmount,
} from './money-amount';
export { formatPaymentFrequency, type PaymentFrequencyOptions } from './payment-frequency';
export {
  hasVariedPrices,
  isOnSale,
  isSoldOut,
  isVariantInStock,
  type Product,
  type ProductDisplayStates,
  type ProductOptionValue,
  type ProductStructuredContent,
  type ProductVariant,
  productDisplayStates,
  productPriceRange,
  variantPriceCents,
} from './product';
export { type ProductChoice, productChoice, productOptionNames } from './product/product-choice';
export { type ProductData, readProductData } from './product/product-data';
export {
  GENERATED_SKU_DIGITS,
  GENERATED_SKU_PREFIX,
  generateSku,
  isValidProductPrice,
  isValidSku,
  MAX_PRODUCT_PRICE_CENTS,
  MAX_SKU_LENGTH,
} from './product-limits';
export {
  isProductType,
  PRODUCT_TYPES,
  type ProductType,
  type ProductTypeName,
} from './product-types';
export { type Cart, CartFormatError, parseCart, readCart } from './read-cart';
export {
  type AddToCartRequest,
  type CartClient,
  createCartClient,
  type ShippingChoice,
} from './store/cart-client';
export {
  CART_SYNC_CHANNEL,
  type CartListener,
  type CartSync,
  createCartSync,
} from './store/cart-sync';
export {
  COMMERCE_EVENTS,
  type CommerceEventName,
  type CommerceTrackingOptions,
  trackCommerceEvent,
} from './store/commerce-events';
export {
  type AppliedCoupon,
  type CartEntry,
  type CartEntryOption,
  readStoreCart,
  type ShippingLocation,
  type ShippingOption,
  type StoreCart,
} from './store/store-cart';
export {
  BILLING_PERIOD_UNITS,
  type BillingPeriod,
  type BillingPeriodUnit,
  isIndefinitePlan,
  readSubscriptionPlan,
  type SubscriptionPlan,
} from './subscription-plan';
export { workflowStateLabel } from './workflow-state-label';
