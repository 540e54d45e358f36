// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Price } from '../src/react/price';

afterEach(cleanup);

/** The rendered markup, with the no-break spaces formatMoney puts beside letters spelt out. */
const shown = (element: Parameters<typeof render>[0]) => {
  const { container } = render(element);
  return container.innerHTML.replaceAll('&nbsp;', '\u00a0');
};

describe('<Price>', () => {
  it('prints money as formatMoney does, in a span with the given attributes', () => {
    expect(shown(<Price money={{ currencyCode: 'USD', value: 1234.5 }} className="price" />)).toBe(
      '<span class="price">$1,234.50</span>',
    );
    expect(shown(<Price money={{ currencyCode: 'NOK', value: 1234.5 }} />)).toBe(
      '<span>1,234.50\u00a0kr</span>',
    );
  });

  it('takes a currency and an amount, rounded as a person reads it', () => {
    expect(shown(<Price currency="EUR" amount={2.675} />)).toBe('<span>€2.68</span>');
    expect(shown(<Price currency="JPY" amount={1234.5} />)).toBe('<span>¥1,235</span>');
  });

  it('formats for a locale through Intl when asked', () => {
    expect(shown(<Price currency="EUR" amount={1234.5} locale="de-DE" />)).toBe(
      '<span>1.234,50\u00a0€</span>',
    );
  });

  it("an unknown currency throws formatMoney's RangeError, naming the code", () => {
    const money = { currencyCode: 'XXX', value: 1 };
    const quiet = console.error;
    console.error = () => {}; // React logs the render error before rethrowing it
    try {
      expect(() => render(<Price money={money} />)).toThrow(/"XXX"/);
    } finally {
      console.error = quiet;
    }
  });
});
