// Server rendering of the storefront's React surface (react-dom/server, Node, no DOM): nothing
// throws, neither our import nor the render reads `window`, `document`, `localStorage` or
// `BroadcastChannel`, no call goes out, and the markup is what the browser's first render gives
// (no cart yet), so hydration matches.
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const touched: string[] = [];
let surface: typeof import('@tessera/commerce/react');

beforeAll(async () => {
  for (const name of ['window', 'document', 'localStorage', 'BroadcastChannel']) {
    vi.stubGlobal(name, undefined);
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        // React's own probes (react-dom/client asks `typeof window` on import) are not ours.
        const caller = new Error().stack?.split('\n')[2] ?? '';
        if (!caller.includes('node_modules')) touched.push(`${name} ${caller.trim()}`);
        return undefined;
      },
    });
  }
  vi.stubGlobal('fetch', () => {
    throw new Error('no call on the server');
  });
  surface = await import('@tessera/commerce/react');
}, 60_000);
afterAll(() => {
  vi.unstubAllGlobals();
});

/** A view of an app: the count from useCart and prices in both forms. */
function CartBadge() {
  const { Price, useCart } = surface;
  const { cart, status, busy } = useCart();
  return (
    <p data-status={status} aria-busy={busy}>
      {cart ? cart.totalQuantity : '–'} in cart,{' '}
      <Price money={{ currencyCode: 'USD', value: 1234.5 }} />, <Price currency="SEK" amount={99} />
    </p>
  );
}

describe('@tessera/commerce/react on the server', () => {
  it('renders <Price> in both forms and a useCart view with no cart yet', () => {
    expect(renderToString(<CartBadge />)).toBe(
      '<p data-status="loading" aria-busy="false">–<!-- --> in cart,<!-- --> ' +
        '<span>$1,234.50</span>, <span>99.00\u00a0kr</span></p>',
    );
    expect(touched).toEqual([]);
  });
});
