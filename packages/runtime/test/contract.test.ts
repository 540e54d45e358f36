/** The wire contract, word for word from the spec (000 §3, §7, §8, §9; 002 §3, §7). */
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, TRACKING_COOKIES } from '../src/contract/consent-cookies';
import {
  CRUMB_COOKIE,
  CRUMB_HEADER,
  CRUMB_PARAMETER,
  SESSION_TIME_COOKIE,
  VISITOR_RECORD_COOKIE,
} from '../src/contract/cookie-names';
import { fieldErrorsOf } from '../src/contract/field-errors';
import { PAGE_CONTEXT_ELEMENT_ID } from '../src/contract/page-context-element';
import { PAGE_FIELDS, PUBLIC_PAGE_PERMISSION } from '../src/contract/page-fields';
import {
  isTestPaymentReference,
  TEST_PAYMENT_REFERENCE_PREFIX,
} from '../src/contract/test-payment-reference';
import * as runtime from '../src/index';

describe('wire contract', () => {
  it('names the cookies as spec 000 §3 and §9 spell them', () => {
    expect([CRUMB_COOKIE, CRUMB_PARAMETER, CRUMB_HEADER]).toEqual([
      'crumb',
      'crumb',
      'x-csrf-token',
    ]);
    expect([VISITOR_RECORD_COOKIE, SESSION_TIME_COOKIE, CONSENT_COOKIE]).toEqual([
      'ss_cvr',
      'ss_cvt',
      'ss_cookieAllowed',
    ]);
    expect(runtime.CART_TOKEN_COOKIE).toBe('ss_cart');
    expect(TRACKING_COOKIES).toEqual([
      'SS_MATTR',
      'SS_MID',
      'SS_lastvisit',
      'user_segment',
      'ss_cid',
      'ss_cpvisit',
      'ss_cvisit',
      'ss_cvr',
      'ss_cvt',
    ]);
  });

  it('lists the page fields of spec 000 §3 in order, and the context element id', () => {
    expect(PAGE_FIELDS).toEqual([
      'pageTitle',
      'pageId',
      'contentSource',
      'pagePath',
      'pagePermissionTypeValue',
    ]);
    expect(PUBLIC_PAGE_PERMISSION).toBe(1);
    expect(PAGE_CONTEXT_ELEMENT_ID).toBe('tessera-context');
  });

  it('exports every call path of spec 000 §7 and 002 §7, each under /api/', () => {
    const paths = Object.entries(runtime)
      .filter(([name]) => name.endsWith('_PATH'))
      .map(([, path]) => path)
      .sort();
    expect(paths).toEqual([
      '/api/1/performance/records',
      '/api/1/performance/settings',
      '/api/analytics/errors',
      '/api/analytics/forms',
      '/api/analytics/pages',
      '/api/analytics/referrers',
      '/api/analytics/traffic',
      '/api/analytics/web-vitals',
      '/api/auth/Logout',
      '/api/census/RecordHit',
      '/api/census/RecordQuickView',
      '/api/census/button-click',
      '/api/census/button-render',
      '/api/census/form-render',
      '/api/census/overlay',
      '/api/commerce/cart',
      '/api/commerce/cart/coupons',
      '/api/commerce/cart/entries',
      '/api/commerce/cart/shipping',
      '/api/commerce/checkout',
      '/api/commerce/orders',
      '/api/commerce/orders.csv',
      '/api/commerce/orders/{id}/account',
      '/api/commerce/products',
      '/api/consent/record',
      '/api/consent/records',
      '/api/consent/records.csv',
      '/api/console/forms',
      '/api/console/settings',
      '/api/console/settings/cookie-banner',
      '/api/console/settings/languages',
      '/api/console/settings/popup',
      '/api/events/RecordEvent',
      '/api/events/RecordJavascriptErrors',
      '/api/events/Trace',
      '/api/form/FormSubmissionKey',
      '/api/form/HtmlFormSubmission',
      '/api/form/SaveFormSubmission',
      '/api/form/submissions',
      '/api/form/submissions.csv',
      '/api/google-maps/places/autocomplete',
      '/api/google-maps/places/details',
      '/api/multilingual/languages',
      '/api/multilingual/settings',
      '/api/multilingual/status',
      '/api/site-header-footer',
      '/api/site-users/account/password',
      '/api/site-users/account/session',
      '/api/site-users/account/sessions',
      '/api/track/Track',
      '/api/v1/events',
      '/api/widget/GetWidgetRendering',
    ]);
  });
});

describe('fieldErrorsOf (spec 000 §8: data.errors, field id to message)', () => {
  it('reads a map of messages as text and skips empty entries', () => {
    expect(fieldErrorsOf({ errors: { email: 'Bad', age: 3, note: null } })).toEqual({
      email: 'Bad',
      age: '3',
    });
  });

  it('is undefined without a non-empty map', () => {
    expect([
      fieldErrorsOf({ errors: {} }),
      fieldErrorsOf({ errors: ['a'] }),
      fieldErrorsOf({ error: 'x' }),
      fieldErrorsOf(null),
    ]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('keeps a field named __proto__ as an own field, never the prototype', () => {
    const errors = fieldErrorsOf(JSON.parse('{"errors":{"__proto__":"Bad"}}'));
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
    expect(Object.hasOwn(errors ?? {}, '__proto__')).toBe(true);
    expect(Object.entries(errors ?? {})).toEqual([['__proto__', 'Bad']]);
  });

  it("tells the test provider's payment reference by its prefix, and nothing else", () => {
    expect(TEST_PAYMENT_REFERENCE_PREFIX).toBe('test_');
    const answers = ['test_1b2c', 'test_', 'ch_test_1', 'TEST_1', ' test_1', '', null, 7, {}].map(
      isTestPaymentReference,
    );
    expect(answers).toEqual([true, true, false, false, false, false, false, false, false]);
  });
});
