import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { TEST_CARD_ACCEPTED } from '../../src/index';
import { type Client, createClient } from './client';

/** A browser of its own that paid for the photo e-book (digital: no address) as `email`. */
export interface EbookBuyer {
  client: Client;
  orderId: string;
  /** The checkout answer's Set-Cookie lines (the order owner cookie among them). */
  setCookies: string[];
}

/**
 * Buys the demo store's photo e-book through the cart and the checkout API with the test card,
 * as a new browser (its crumb from a page visit first); the order's confirmed page is
 * `/commerce/orders/{orderId}/confirmed`.
 */
export async function buyEbook(serverUrl: string, email: string): Promise<EbookBuyer> {
  const client = createClient(serverUrl);
  await client.visit('/store.html');
  await client.call('POST', '/api/commerce/cart/entries', {
    json: { productId: 'photo-ebook', quantity: 1 },
  });
  const answer = await client.call('POST', '/api/commerce/checkout', {
    json: {
      cartToken: client.cookies.get('ss_cart'),
      idempotencyKey: randomUUID(),
      email,
      payment: { card: TEST_CARD_ACCEPTED },
    },
  });
  expect(answer.status).toBe(200);
  const { orderId } = answer.body as { orderId: string };
  return { client, orderId, setCookies: answer.headers.getSetCookie() };
}
