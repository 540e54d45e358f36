/**
 * The app the React tests render (unit, server rendering and Chromium): the banner, a map
 * gated on the 'functional' purpose, and a "Cookie settings" button that reopens the banner.
 */
import { ConsentGate, CookieBanner, type CookieBannerProps, useConsent } from '../../src/react';

function ConsentStatus() {
  const consent = useConsent();
  return (
    <>
      <p data-testid="decision">{consent.decision ?? 'none'}</p>
      <button type="button" onClick={consent.reopen}>
        Cookie settings
      </button>
    </>
  );
}

export const appSettings: CookieBannerProps['settings'] = {
  isCookieBannerEnabled: true,
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  cookieBannerCtaVariant: 'BUTTON',
  cookieBannerTheme: 'LIGHT',
};

export function ConsentApp(props: CookieBannerProps) {
  return (
    <div>
      <h1>Shop</h1>
      <CookieBanner {...props} />
      <ConsentStatus />
      <ConsentGate purpose="functional" fallback={<p>The map needs functional cookies.</p>}>
        <iframe title="Map" src="about:blank" />
      </ConsentGate>
    </div>
  );
}
