/**
 * The example: one page, each section a feature of the Tessera packages used as a React app
 * uses them (their `./react` entries), against the reference server on the page's own origin.
 */
import type { ReactNode } from 'react';
import { CartCount } from './cart-count';
import { ConsentDemo } from './consent-demo';
import { ContactForm } from './contact-form';
import { Photos } from './photos';
import { Prices } from './prices';
import { Shop } from './shop';

export function App(): ReactNode {
  return (
    <>
      <header className="site-header">
        <p className="site-name">Harbour prints</p>
        <CartCount />
      </header>
      <main>
        <h1>Tessera in a React app</h1>
        <Photos />
        <Prices />
        <Shop />
        <ContactForm />
        <ConsentDemo />
      </main>
    </>
  );
}
