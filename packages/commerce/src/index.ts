export {
  type CartMessageOptions,
  minimumSubtotalMessage,
  zeroQuantityMessage,
} from './cartMessages';
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
} from './checkoutUrls';
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
} from './formatCartQuantity';
export { type FormatMoneyOptions, formatMoney } from './formatMoney';
export { type CheckoutEnvironment, type GoToCheckoutOptions, goToCheckout } from './goToCheckout';
export type { JsonObject, JsonPrimitive, JsonValue } from './json';
export {
  isImperial,
  MEASUREMENT_SYSTEMS,
  type MeasurementUnits,
  measurementUnits,
} from './measurementUnits';
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
} from './moneyAmount';
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
export {
  GENERATED_SKU_DIGITS,
  GENERATED_SKU_PREFIX,
  generateSku,
  isValidProductPrice,
  isValidSku,
  MAX_PRODUCT_PRICE_CENTS,
  MAX_SKU_LENGTH,
} from './productLimits';
export {
  isProductType,
  PRODUCT_TYPES,
  type ProductType,
  type ProductTypeName,
} from './productTypes';
export { type Cart, CartFormatError, parseCart, readCart } from './readCart';
export {
  BILLING_PERIOD_UNITS,
  type BillingPeriod,
  type BillingPeriodUnit,
  formatPaymentFrequency,
  isIndefinitePlan,
  type PaymentFrequencyOptions,
  readSubscriptionPlan,
  type SubscriptionPlan,
} from './subscriptionPlan';
export { workflowStateLabel } from './workflowStateLabel';
