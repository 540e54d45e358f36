// @vitest-environment jsdom
import type { Api } from '@tessera/runtime';
import { describeBlockConformance } from '@tessera/runtime/testing';

// A data layer that answers at once: the page view goes out during init (no restrictive policy),
// and the real data layer's in-flight timers are not the feature's to clear.
const answer = async () => ({}) as never;
const api: Api = {
  request: answer,
  get: answer,
  post: answer,
  put: answer,
  delete: answer,
  setDefaultHeader: () => {},
};

describeBlockConformance({
  name: 'analytics',
  load: () => import('../src/analytics-feature'),
  pageFeature: true,
  markup: '<main><h1>Home</h1></main>',
  page: { website: { id: 'site-1' } },
  api,
  configAttribute: false,
});

describeBlockConformance({
  name: 'analytics',
  variant: 'waiting for consent',
  load: () => import('../src/analytics-feature'),
  pageFeature: true,
  markup: '<main><h1>Home</h1></main>',
  page: { website: { id: 'site-1' }, cookieSettings: { isRestrictiveCookiePolicyEnabled: true } },
  api,
  configAttribute: false,
});
