import { useEffect, useState } from 'react';
import type { CartSync } from '../store/cart-sync';
import type { StoreCart } from '../store/store-cart';

/**
 * The page's cart, re-rendered on every change here or in another tab; starts the first sync.
 * `failed` is true when that sync failed (the view says so instead of an empty cart).
 */
export function useStoreCart(sync: CartSync): { cart: StoreCart | null; failed: boolean } {
  const [cart, setCart] = useState<StoreCart | null>(sync.cart);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const unsubscribe = sync.subscribe(setCart);
    sync.sync().catch(() => setFailed(true));
    return unsubscribe;
  }, [sync]);
  return { cart, failed: failed && cart === null };
}
