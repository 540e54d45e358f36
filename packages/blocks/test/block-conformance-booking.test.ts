// @vitest-environment jsdom
import { describeBlockConformance } from '@tessera/runtime/testing';
import { expect } from 'vitest';

const load = () => import('../src/booking/booking-block');

// Version 1 seen by a logged-in account: the preview-only alert answers the form.
describeBlockConformance({
  name: 'booking',
  variant: 'v1',
  load,
  page: { authenticatedAccount: { id: 'owner' } },
  markup: `<div data-block="booking" data-block-config='{"kind":"v1"}'>
  <form action="https://booking.example/reserve"><button>Find a table</button></form>
</div>`,
  malformedConfigs: ['{"kind":"v4"}', '{"kind":"v1","iframe":"yes"}'],
  initialized(element) {
    expect(element.hasAttribute('data-booking-preview-only')).toBe(true);
  },
});

// Versions 2 and Tock under a restrictive policy: the consent placeholder, nothing requested
// (a requested script keeps the runtime's shared load and its time-out for other callers).
const restrictive = { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } };

describeBlockConformance({
  name: 'booking',
  variant: 'v2',
  load,
  page: restrictive,
  markup: `<div data-block="booking" data-block-config='{"kind":"v2","scriptUrl":"https://booking.example/loader?rid=1"}'>
  <a data-part="booking-fallback" href="https://booking.example/r/1">Reserve a table</a>
</div>`,
  malformedConfigs: ['{"kind":"v2"}', '{"kind":"v2","scriptUrl":"https://b.example/","overlay":0}'],
  initialized(element) {
    expect(element.getAttribute('data-booking-state')).toBe('consent');
    expect(element.querySelector('[data-part="consent-placeholder"]')).not.toBeNull();
  },
});

describeBlockConformance({
  name: 'booking',
  variant: 'tock',
  load,
  page: restrictive,
  markup: `<div data-block="booking" data-block-config='{"kind":"tock","scriptUrl":"https://tock.example/tock.js","business":"cafe"}'>
  <a data-part="booking-fallback" href="https://tock.example/cafe">Book on Tock</a>
  <div id="Tock_widget_container" data-part="booking-widget"></div>
</div>`,
  malformedConfigs: ['{"kind":"tock","scriptUrl":"https://tock.example/tock.js"}'],
  initialized(element) {
    expect(element.getAttribute('data-booking-layout')).toBe('column');
  },
});
