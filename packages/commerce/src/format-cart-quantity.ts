/**
 * The cart quantity badge (spec 000 §9, 002 §Limits): the count up to 100, then '100+', whose
 * spoken label is 'More than 100 items'.
 */
import type { CommerceMessages } from './messages';
import { fillMessage, STOREFRONT_MESSAGES } from './storefront-messages';

/** spec 000 §9: the largest count shown as it is. */
export const CART_QUANTITY_DISPLAY_LIMIT = 100;

export interface CartQuantityDisplay {
  /** What the badge shows: '0' … '100', then '100+'. */
  text: string;
  /** What a screen reader should say (aria-label): '1 item', '7 items', 'More than 100 items'. */
  label: string;
}

/** `quantity` (a whole number, 0 or more) for the cart badge; a RangeError otherwise. */
export function formatCartQuantity(
  quantity: number,
  messages?: Partial<CommerceMessages>,
): CartQuantityDisplay {
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(
      `Cart quantity must be a whole number, 0 or more, got ${String(quantity)}`,
    );
  }
  // The strings it needs, not the whole catalogue: the cart indicator's chunk stays small.
  const message = (key: 'cartItemsOne' | 'cartItemsMany' | 'moreThan100Items'): string => {
    const override = messages?.[key];
    return typeof override === 'string' ? override : STOREFRONT_MESSAGES[key];
  };
  if (quantity <= CART_QUANTITY_DISPLAY_LIMIT) {
    const text = String(quantity);
    // A bare number read out on a badge says nothing; the label names what is counted.
    const label = quantity === 1 ? message('cartItemsOne') : message('cartItemsMany');
    return { text, label: fillMessage(label, { count: text }) };
  }
  return { text: `${CART_QUANTITY_DISPLAY_LIMIT}+`, label: message('moreThan100Items') };
}
