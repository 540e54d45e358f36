/**
 * The cookie banner (@tessera/consent/react) with a part of the page that needs functional
 * cookies: <ConsentGate> shows the studio map only once the visitor accepted, and "Cookie
 * settings" reopens the banner. Proof-of-consent records go to the page's own server.
 */
import { ConsentGate, CookieBanner, useConsent } from '@tessera/consent/react';
import type { ReactNode } from 'react';

function CookieSettingsButton(): ReactNode {
  const consent = useConsent();
  return (
    <button type="button" onClick={consent.reopen}>
      Cookie settings
    </button>
  );
}

export function ConsentDemo(): ReactNode {
  return (
    <section aria-labelledby="visit-heading">
      <h2 id="visit-heading">Visit the studio</h2>
      <CookieBanner
        settings={{
          isCookieBannerEnabled: true,
          cookieBannerAcceptType: 'OPT_IN_AND_OUT',
          cookieBannerCtaVariant: 'BUTTON',
          cookieBannerTheme: 'LIGHT',
        }}
        endpoint={{ tessera: '' }}
      />
      <ConsentGate
        purpose="functional"
        fallback={<p>The studio map needs functional cookies: accept them to see it.</p>}
      >
        <figure className="studio-map">
          <img src="/images/harbour.svg" alt="Map: the studio is on the harbour's east quay" />
          <figcaption>12 East Quay, open Tuesday to Saturday.</figcaption>
        </figure>
      </ConsentGate>
      <CookieSettingsButton />
    </section>
  );
}
