// Server rendering of the storefront's React surface (react-dom/server, Node, no DOM): nothing
// throws, neither our import nor the render reads `window`, `document`, `localStorage` or
// `BroadcastChannel`, no call goes out (not even `fetch` is read), and the markup is what the browser's first render gives
// (no cart yet), so hydration matches.
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const touched: string[] = [];
let surface: typeof import('@tessera/commerce/react');
const TRAPPED = ['window', 'document', 'localStorage', 'BroadcastChannel', 'fetch'] as const;

/**
 * Puts a recording getter where each browser global would be, answering undefined as a server
 * does; `release` restores them, so the ssr project's check (no window, no document) holds
 * between tests.
 */
function trap(): () => void {
  const saved = TRAPPED.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]);
  for (const name of TRAPPED) {
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
  return () => {
    for (const [name, descriptor] of saved as [string, PropertyDescriptor | undefined][]) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
  };
}

let release = () => {};
beforeAll(async () => {
  const releaseImport = trap();
  try {
    surface = await import('@tessera/commerce/react');
  } finally {
    releaseImport();
  }
}, 60_000);
beforeEach(() => {
  release = trap();
});
afterEach(() => release());

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
