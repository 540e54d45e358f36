// @vitest-environment jsdom
/**
 * The product block on examples/site/store.html's own markup: what the server rendered is what
 * the block writes before any pick (so nothing moves when it starts), picks change price, state
 * and limits, and the form sends exactly { productId, sku, quantity }.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BlockContext } from '@tessera/runtime';
import { createEventBus } from '@tessera/runtime';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { init } from '../src/blocks/product-block';
import { cartEntity, fakeApi, httpError } from './support/fake-store';

vi.mock('../src/cart/cart-drawer', () => ({ openCartDrawer: vi.fn() }));

const storeHtml = readFileSync(
  join(import.meta.dirname, '../../../examples/site/store.html'),
  'utf8',
);
const page = { websiteSettings: { storeSettings: { selectedCurrency: 'EUR' } } };

function mount(productId: string, answer: Parameters<typeof fakeApi>[0] = () => cartEntity()) {
  document.body.innerHTML = new DOMParser().parseFromString(storeHtml, 'text/html').body.innerHTML;
  const element = document.querySelector<HTMLElement>(`[data-block-config*='"${productId}"']`)!;
  const { api, calls } = fakeApi(answer);
  const context = {
    name: 'product',
    page,
    api,
    events: createEventBus(),
  } as unknown as BlockContext;
  const server = element.outerHTML;
  const destroy = init(element, context);
  const part = <T extends HTMLElement = HTMLElement>(selector: string) =>
    element.querySelector<T>(selector)!;
  const pick = (value: string) => {
    const select = part<HTMLSelectElement>('select');
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const submit = async () => {
    part('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await vi.waitFor(() =>
      expect(part('[data-product-add]').hasAttribute('aria-busy')).toBe(false),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  // The cart calls only (the add-to-cart tracking event goes to /api/events/RecordEvent).
  const cartCalls = () => calls.filter((call) => call.path.startsWith('/api/commerce/'));
  return { element, server, destroy, part, pick, submit, cartCalls };
}

// The chunks the block fetches on first use (the add to cart, prices, the plan), loaded once
// here so that no test's timing depends on how long the first transform of them takes.
beforeAll(async () => {
  await Promise.all([
    import('../src/blocks/add-to-cart'),
    import('../src/blocks/product-prices'),
    import('../src/blocks/product-plan'),
  ]);
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('product block on store.html', () => {
  it.each([
    'linen-shirt',
    'ceramic-mug',
    'art-print',
    'tote-bag',
    'photo-ebook',
    'workshop',
    'gift-card',
    'print-club',
  ])(
    '%s: the server-rendered text and states are what the block renders (no shift)',
    (productId) => {
      const { element, server, destroy } = mount(productId);
      const withoutSoldOutLabels = element.outerHTML.replace(/ \(Sold out\)/g, '');
      expect(withoutSoldOutLabels).toBe(server);
      destroy();
      expect(element.outerHTML).toBe(server);
    },
  );

  it('a size on sale shows its price and the regular price; another size hides it', async () => {
    const { part, pick } = mount('linen-shirt');
    pick('M');
    // The state at once; the prices once the prices chunk answered.
    expect(part('[data-product-quantity]').getAttribute('max')).toBe('20');
    await vi.waitFor(() =>
      expect([
        part('[data-product-price]').textContent,
        part('[data-product-regular-price]').textContent,
        part('[data-product-regular-price]').hidden,
      ]).toEqual(['€49.00', '€59.00', false]),
    );
    pick('S');
    expect([
      part('[data-product-regular-price]').hidden,
      part('[data-product-status]').textContent,
    ]).toEqual([true, '']);
    await vi.waitFor(() => expect(part('[data-product-price]').textContent).toBe('€59.00'));
    pick('');
    expect(part('[data-product-quantity]').getAttribute('max')).toBe('999');
    await vi.waitFor(() => expect(part('[data-product-price]').textContent).toBe('from €49.00'));
  });

  it('picks restored by the browser (not the ones the server rendered) are priced at start', async () => {
    document.body.innerHTML = new DOMParser().parseFromString(
      storeHtml,
      'text/html',
    ).body.innerHTML;
    const element = document.querySelector<HTMLElement>(`[data-block-config*='"linen-shirt"']`)!;
    element.querySelector('select')!.value = 'M';
    const context = { name: 'product', page, api: fakeApi(() => cartEntity()).api };
    const destroy = init(element, context as unknown as BlockContext);
    await vi.waitFor(() =>
      expect(element.querySelector('[data-product-price]')?.textContent).toBe('€49.00'),
    );
    destroy();
  });

  it('adds the chosen variant with its quantity, and says so', async () => {
    const { part, pick, submit, cartCalls } = mount('art-print', () =>
      cartEntity({ totalQuantity: 2 }),
    );
    pick('A3');
    (part('[data-product-quantity]') as HTMLInputElement).value = '2';
    await submit();
    expect(cartCalls()).toEqual([
      {
        method: 'POST',
        path: '/api/commerce/cart/entries',
        body: { productId: 'art-print', sku: 'art-print-a3', quantity: 2 },
      },
    ]);
    expect(part('[data-product-message]').textContent).toBe(
      'Harbour at dusk, art print added to your cart',
    );
  });

  it('a digital product is added without a sku', async () => {
    const { submit, cartCalls } = mount('photo-ebook');
    await submit();
    expect(cartCalls().map((call) => call.body)).toEqual([
      { productId: 'photo-ebook', quantity: 1 },
    ]);
  });

  it('without a pick nothing is sent; beyond stock the server says how many are left', async () => {
    const { part, pick, submit, cartCalls } = mount('art-print', () => {
      throw httpError(409, { error: 'Out of stock', available: 3 });
    });
    await submit();
    expect(cartCalls()).toEqual([]);
    pick('A2');
    await submit();
    expect(part('[data-product-message]').textContent).toBe('Only 3 left in stock');
  });

  it('the add button is busy from the submit on, while its chunk and the request are out', async () => {
    const { part, submit } = mount('photo-ebook');
    part('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(part('[data-product-add]').getAttribute('aria-busy')).toBe('true');
    await submit();
    expect(part('[data-product-add]').hasAttribute('aria-busy')).toBe(false);
  });

  it("a subscription product's plan is worded by its own chunk, never after a destroy", async () => {
    const { part, destroy } = mount('print-club');
    const plan = part('[data-product-plan]');
    plan.textContent = '';
    part('form').dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() =>
      expect(plan.textContent).toBe('Subscription: €22.00 monthly for 12 months'),
    );
    plan.textContent = '';
    part('form').dispatchEvent(new Event('change', { bubbles: true }));
    // Destroyed before the chunk answered: the block put back what it found ('' here) and the
    // late answer writes nothing.
    destroy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(plan.textContent).toBe('');
  });

  it('a sold-out product cannot be added', async () => {
    const { part, submit, cartCalls } = mount('ceramic-mug');
    expect(part('[data-product-add]').hasAttribute('disabled')).toBe(true);
    await submit();
    expect(cartCalls()).toEqual([]);
  });
});
