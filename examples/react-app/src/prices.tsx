import { Price } from '@tessera/commerce/react';
import type { ReactNode } from 'react';

/** One print in three currencies: both forms of <Price>, each in the spec's layout. */
export function Prices(): ReactNode {
  return (
    <section aria-labelledby="prices-heading">
      <h2 id="prices-heading">Prices</h2>
      <p>The A2 art print, for buyers abroad:</p>
      <ul className="prices">
        <li>
          Euro: <Price currency="EUR" amount={55} data-price="EUR" />
        </li>
        <li>
          US dollar: <Price money={{ currencyCode: 'USD', value: 64 }} data-price="USD" />
        </li>
        <li>
          Swedish krona: <Price currency="SEK" amount={649} data-price="SEK" />
        </li>
      </ul>
    </section>
  );
}
