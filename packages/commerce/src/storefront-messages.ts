/**
 * The strings the product block and the cart indicator show as soon as they start, apart from
 * the rest of the catalogue (messages.ts spreads them into COMMERCE_MESSAGES), so that a page's
 * first chunks carry these few and the catalogue comes with the cart drawer.
 */
export const STOREFRONT_MESSAGES = {
  /** spec 002 §Limits: the spoken cart label above 100. */
  moreThan100Items: 'More than 100 items',
  /** The spoken cart label up to 100, worded like the one above it (ours: the spec is silent). */
  cartItemsOne: '1 item',
  cartItemsMany: '{count} items',
  /** Storefront labels (ours: the spec names the screens, not their words). */
  soldOut: 'Sold out',
  onSale: 'On sale',
  fromPrice: 'from {price}',
  cart: 'Cart',
} as const;

/** `template` with each {name} replaced by values[name]; unknown names are left as they are. */
export function fillMessage(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : placeholder,
  );
}
