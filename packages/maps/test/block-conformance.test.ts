// @vitest-environment jsdom
import { describeBlockConformance } from '@tessera/runtime/testing';
import { expect } from 'vitest';

describeBlockConformance({
  name: 'map',
  load: () => import('../src/map-block'),
  markup: `<div data-block="map">
  <script type="application/json" data-block-config>{"mapZoom": 14, "load": "interaction", "addressTitle": "Tessera Studio"}</script>
  <address data-part="map-address">Tessera Studio</address>
  <a data-part="map-link" href="https://maps.google.com/maps?q=Tessera%20Studio&amp;ll=40.7207559,-74.0007613&amp;z=14">Open in Google Maps</a>
</div>`,
  malformedConfigs: ['[1, 2]', '"map"'],
  // About the block, not the wait for a choice: the site opts out of waiting (waitForConsent
  // false), so without a restrictive policy the third party loads at once (the spec's rule).
  setup() {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" id="tessera-consent">{"waitForConsent":false}</script>',
    );
    return () => document.getElementById('tessera-consent')?.remove();
  },
  initialized(element) {
    expect(element.querySelector('[data-part="map-panel"] button')?.textContent).toBe(
      'Show the interactive map',
    );
  },
});

// Under a restrictive policy the follow script waits for consent: destroy ends the wait. (With
// no policy the shared load and its 10 s time-out go on for other buttons of the same URL.)
describeBlockConformance({
  name: 'follow',
  load: () => import('../src/follow-block'),
  markup: `<a data-block="follow" class="twitter-follow-button" href="https://x.com/tessera"
  data-block-config='{"script":"https://platform.example/widgets.js"}'>Follow @tessera</a>`,
  malformedConfigs: ['[1]'],
  setup() {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" id="tessera-context">{"cookieSettings":{"isRestrictiveCookiePolicyEnabled":true}}</script>',
    );
    return () => document.getElementById('tessera-context')?.remove();
  },
});
