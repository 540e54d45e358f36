// @vitest-environment jsdom
// biome-ignore-all lint/suspicious/noDocumentCookie: these tests read and reset the cookies
/**
 * Issue 20 in the consent package: choices per purpose (stored, recorded, raised), the gate per
 * purpose and its safe default, Consent Mode v2 per purpose, the preferences dialog's wiring
 * (opened by the banner, a link, the bus; its choice stored) and the public API for hooks.
 */
import { createEventBus, type TesseraEvents } from '@tessera/runtime';
import { getOverlayHost } from '@tessera/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installDialogShim } from '../../../tests/support/jsdom-dialog';
import { isConsentChoice } from '../src/consent-commands';
import { grantsPurpose } from '../src/consent-decision';
import { consentModeState } from '../src/consent-mode';
import { stateOfChoice } from '../src/consent-policy';
import { normalizeCookiePolicy } from '../src/cookie-policy';
import {
  acceptConsent,
  type ConsentChange,
  createCookieConsent,
  declineConsent,
  gateScripts,
  getConsentState,
  type MountCookieBanner,
  openConsentPreferences,
} from '../src/index';
import {
  type MountConsentPreferences,
  mountConsentPreferences,
} from '../src/preferences/mount-consent-preferences';
import {
  preferencePurposes,
  readPreferencesMessages,
} from '../src/preferences/preference-purposes';
import { preferencesMessages } from '../src/preferences/preferences-messages';
import { purposeNames } from '../src/purpose-names';

const EXPIRED = 'path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const cookies = () => document.cookie.split('; ').filter(Boolean).sort();

afterEach(() => {
  document.cookie = `ss_cookieAllowed=; ${EXPIRED}`;
  document.cookie = `tessera_consent=; ${EXPIRED}`;
  document.body.innerHTML = '';
  Reflect.deleteProperty(window, 'gtag');
  vi.restoreAllMocks();
});

const GATED = `<script type="text/plain" data-consent="analytics" id="a">1</script>
<script type="text/plain" data-consent="marketing" id="m">1</script>
<iframe title="f" data-consent="functional" data-src="https://f.example/"></iframe>
<iframe title="x" data-consent="maps" data-src="https://maps.example/"></iframe>`;
/** Which gated elements ran or loaded: a, m, f, x. */
const released = () => ({
  a: document.getElementById('a')?.hasAttribute('type') === false,
  m: document.getElementById('m')?.hasAttribute('type') === false,
  f: document.querySelector('iframe[title="f"]')!.hasAttribute('src'),
  x: document.querySelector('iframe[title="x"]')!.hasAttribute('src'),
});

describe('purposes in the settings', () => {
  it.each([
    [undefined, ['functional', 'analytics', 'marketing']],
    ['analytics', ['functional', 'analytics', 'marketing']],
    [[], []],
    [
      [
        'analytics',
        { id: 'maps', label: 'Maps' },
        'necessary',
        'analytics',
        'bad name',
        7,
        null,
        { id: 3 },
      ],
      ['analytics', 'maps'],
    ],
  ])('purposeNames(%j) is %j', (value, expected) => {
    expect(purposeNames(value)).toEqual(expected);
  });

  it('waitForConsent is true unless set false (boolean or string)', () => {
    expect(normalizeCookiePolicy({}).waitForConsent).toBe(true);
    expect(normalizeCookiePolicy({ waitForConsent: 'maybe' }).waitForConsent).toBe(true);
    expect(normalizeCookiePolicy({ waitForConsent: false }).waitForConsent).toBe(false);
    expect(normalizeCookiePolicy({ waitForConsent: 'false' }).waitForConsent).toBe(false);
  });
});

describe('a choice and its state', () => {
  const offered = ['functional', 'analytics', 'marketing'];
  it.each([
    ['accepted', { decision: 'accepted', purposes: 'all' }],
    ['declined', { decision: 'declined', purposes: [] }],
    [{ purposes: ['analytics'] }, { decision: 'declined', purposes: ['analytics'] }],
    [
      { purposes: ['marketing', 'maps', 'analytics'] },
      { decision: 'declined', purposes: ['analytics', 'marketing'] },
    ],
    [
      { purposes: ['analytics', 'marketing', 'functional'] },
      { decision: 'accepted', purposes: 'all' },
    ],
    [{ purposes: [] }, { decision: 'declined', purposes: [] }],
  ] as const)('%j under the default purposes is %j', (choice, expected) => {
    expect(stateOfChoice(choice, offered)).toEqual(expected);
  });

  it.each([
    ['accepted', true],
    ['declined', true],
    [{ purposes: ['a'] }, true],
    [{ purposes: [] }, true],
    ['yes', false],
    [{ purposes: [1] }, false],
    [{ purposes: 'a' }, false],
    [null, false],
    [undefined, false],
  ])('isConsentChoice(%j) is %j', (detail, expected) => {
    expect(isConsentChoice(detail)).toBe(expected);
  });

  it('grants before a choice only with waitForConsent false and tracking allowed', () => {
    const none = { decision: undefined, purposes: [] } as const;
    const policy = (settings: object) => normalizeCookiePolicy(settings);
    expect(grantsPurpose(policy({}), none, 'analytics')).toBe(false);
    expect(grantsPurpose(policy({}), none, 'necessary')).toBe(true);
    expect(grantsPurpose(policy({ waitForConsent: false }), none, 'analytics')).toBe(true);
    expect(
      grantsPurpose(
        policy({ waitForConsent: false, isRestrictiveCookiePolicyAbsolute: true }),
        none,
        'analytics',
      ),
    ).toBe(false);
    const some = { decision: 'declined', purposes: ['maps'] } as const;
    expect(grantsPurpose(policy({ waitForConsent: false }), some, 'analytics')).toBe(false);
    expect(grantsPurpose(policy({}), some, 'maps')).toBe(true);
  });
});

describe('Consent Mode v2 per purpose', () => {
  it('maps analytics to analytics_storage and marketing to the three ad signals', () => {
    expect(consentModeState((purpose) => purpose === 'analytics')).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
    expect(consentModeState((purpose) => purpose === 'marketing')).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    });
    expect(consentModeState(true)).toEqual(consentModeState(() => true));
  });

  it('sends the denied default before a choice and the update of the chosen purposes', () => {
    const gtag = vi.fn();
    Object.assign(window, { gtag });
    const consent = createCookieConsent({ settings: { isCookieBannerEnabled: true }, document });
    expect(gtag.mock.calls[0]).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        wait_for_update: 500,
      },
    ]);
    consent.choose({ purposes: ['marketing'] });
    expect(gtag.mock.calls[1]).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'denied',
      },
    ]);
    consent.destroy();
  });

  it('with waitForConsent false and no restrictive policy the default is granted', () => {
    const gtag = vi.fn();
    Object.assign(window, { gtag });
    const consent = createCookieConsent({ settings: { waitForConsent: false }, document });
    expect(gtag.mock.calls[0]![2]).toEqual(consentModeState(true));
    consent.destroy();
  });
});

describe('the gate per purpose', () => {
  it('holds everything before a choice, releases by purpose, and more on a wider choice', () => {
    document.body.innerHTML = GATED;
    const gate = gateScripts(document);
    expect(released()).toEqual({ a: false, m: false, f: false, x: false });
    gate.release((purpose) => purpose === 'analytics');
    expect(released()).toEqual({ a: true, m: false, f: false, x: false });
    // Added later: released by its purpose too.
    document.body.insertAdjacentHTML(
      'beforeend',
      '<iframe title="late" data-consent="functional" data-src="https://late.example/"></iframe>',
    );
    gate.release((purpose) => purpose === 'analytics' || purpose === 'maps');
    expect(released()).toEqual({ a: true, m: false, f: false, x: true });
    gate.release();
    expect(released()).toEqual({ a: true, m: true, f: true, x: true });
    gate.stop();
  });

  it('the controller: a choice of purposes stores both cookies, records, raises and releases by purpose', async () => {
    document.body.innerHTML = GATED;
    const bus = createEventBus<TesseraEvents>();
    const post = vi.fn((_path: string, _body?: unknown, _options?: unknown) => Promise.resolve({}));
    const changes: ConsentChange[] = [];
    bus.on('consent:change', (change) => changes.push(change as ConsentChange));
    const consent = createCookieConsent({
      settings: { purposes: ['analytics', 'maps'] },
      document,
      events: bus,
      api: { post } as never,
    });
    expect(released()).toEqual({ a: false, m: false, f: false, x: false });
    consent.choose({ purposes: ['maps'] }, 'banner');
    expect(released()).toEqual({ a: false, m: false, f: false, x: true });
    expect(cookies()).toEqual(['ss_cookieAllowed=false', 'tessera_consent=maps']);
    expect(consent.state()).toEqual({ decision: 'declined', purposes: ['maps'] });
    expect(consent.trackingAllowed()).toBe(false);
    expect(changes).toEqual([
      { decision: 'declined', purposes: ['maps'], source: 'banner', trackingAllowed: false },
    ]);
    expect(post.mock.calls[0]![1]).toEqual({
      decision: 'declined',
      bannerVersion: 2,
      source: 'banner',
      visitorCookie: '',
      purposes: 'necessary,maps',
    });
    // Every offered purpose: an accept of everything (true), the purposes cookie goes.
    consent.choose({ purposes: ['maps', 'analytics'] });
    expect(cookies()).toEqual(['ss_cookieAllowed=true']);
    expect(released()).toEqual({ a: true, m: true, f: true, x: true });
    expect(post.mock.calls[1]![1]).toMatchObject({
      decision: 'accepted',
      purposes: 'necessary,analytics,maps',
    });
    consent.destroy();
  });

  it('the analytics purpose alone allows the tracking cookies', () => {
    const consent = createCookieConsent({
      settings: { isRestrictiveCookiePolicyEnabled: true },
      document,
      guard: { useCookieStore: false },
    });
    document.cookie = 'ss_cvr=a|1|1|1|1; path=/';
    expect(document.cookie).not.toContain('ss_cvr');
    consent.choose({ purposes: ['marketing'] });
    document.cookie = 'ss_cvr=a|1|1|1|1; path=/';
    expect(document.cookie).not.toContain('ss_cvr');
    consent.choose({ purposes: ['analytics'] });
    expect(consent.trackingAllowed()).toBe(true);
    document.cookie = 'ss_cvr=a|1|1|1|1; path=/';
    expect(document.cookie).toContain('ss_cvr');
    document.cookie = `ss_cvr=; ${EXPIRED}`;
    consent.destroy();
  });
});

describe('the preferences dialog: opening and its choice', () => {
  function setup() {
    const bus = createEventBus<TesseraEvents>();
    const close = vi.fn();
    let handlers: Parameters<MountConsentPreferences>[2] | undefined;
    const mount = vi.fn<MountConsentPreferences>((_settings, _state, given) => {
      handlers = given;
      return close;
    });
    const consent = createCookieConsent({
      settings: { isCookieBannerEnabled: true, purposes: ['analytics', 'maps'] },
      document,
      events: bus,
      loadBanner: () => Promise.resolve(vi.fn(() => () => {})),
      loadPreferences: () => Promise.resolve(mount),
    });
    return { bus, mount, close, consent, handlers: () => handlers! };
  }

  it('opens from the bus, a data-consent-open="preferences" link and the API, with the stored state', async () => {
    const { bus, mount, consent } = setup();
    openConsentPreferences(bus);
    await flush();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(mount.mock.calls[0]![0]).toEqual({
      isCookieBannerEnabled: true,
      purposes: ['analytics', 'maps'],
    });
    expect(mount.mock.calls[0]![1]).toEqual({ decision: undefined, purposes: [] });
    document.body.innerHTML = '<a href="#c" data-consent-open="preferences"><b>Prefs</b></a>';
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('b')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await flush();
    expect(mount).toHaveBeenCalledTimes(2);
    consent.openPreferences();
    await flush();
    expect(mount).toHaveBeenCalledTimes(3);
    consent.destroy();
  });

  it("stores the dialog's choice as the banner's, and the dialog closes itself (not removed at once)", async () => {
    const { mount, close, consent, handlers } = setup();
    consent.openPreferences();
    await flush();
    handlers().onChoose({ purposes: ['analytics'] });
    expect(consent.state()).toEqual({ decision: 'declined', purposes: ['analytics'] });
    expect(consent.bannerVisible()).toBe(false);
    expect(close).not.toHaveBeenCalled();
    handlers().onClosed();
    expect(close).toHaveBeenCalledTimes(1);
    // Reopened, it shows the stored choice.
    consent.openPreferences();
    await flush();
    expect(mount.mock.calls[1]![1]).toEqual({ decision: 'declined', purposes: ['analytics'] });
    // A choice made elsewhere removes it at once.
    consent.accept();
    expect(close).toHaveBeenCalledTimes(2);
    consent.destroy();
  });

  it('the banner gets a Preferences handler only when the dialog can load', async () => {
    const mountBanner = vi.fn<MountCookieBanner>(() => () => {});
    const without = createCookieConsent({
      settings: { isCookieBannerEnabled: true },
      document,
      loadBanner: () => Promise.resolve(mountBanner),
    });
    await flush();
    expect(mountBanner.mock.calls[0]![1]).toMatchObject({ onPreferences: undefined });
    without.destroy();
  });
});

describe('the public API a hook uses', () => {
  it('acceptConsent, acceptConsent(purposes), declineConsent go through the bus; getConsentState reads', async () => {
    const bus = createEventBus<TesseraEvents>();
    const consent = createCookieConsent({ document, events: bus });
    expect(getConsentState(document)).toEqual({ decision: undefined, purposes: [] });
    acceptConsent(['analytics'], bus);
    expect(getConsentState(document)).toEqual({ decision: 'declined', purposes: ['analytics'] });
    acceptConsent(undefined, bus);
    expect(getConsentState(document)).toEqual({ decision: 'accepted', purposes: 'all' });
    declineConsent(bus);
    expect(getConsentState(document)).toEqual({ decision: 'declined', purposes: [] });
    // A malformed decide from a page script is ignored.
    bus.emit('consent:decide', { purposes: 'analytics' } as never);
    expect(getConsentState(document)).toEqual({ decision: 'declined', purposes: [] });
    consent.destroy();
  });
});

describe('the dialog rows and strings', () => {
  it('lists necessary first, then the offered purposes with built-in or given texts', () => {
    const settings = {
      purposes: ['analytics', { id: 'maps', label: ' Maps ', description: 'Embedded maps.' }, 'x'],
      messages: { analyticsLabel: 'Statistics', preferencesSave: '  ', preferencesTitle: 7 },
    };
    const messages = readPreferencesMessages(settings);
    expect(messages).toEqual({ ...preferencesMessages, analyticsLabel: 'Statistics' });
    expect(preferencePurposes(settings, messages)).toEqual([
      {
        id: 'necessary',
        label: 'Necessary',
        description: preferencesMessages.necessaryDescription,
        required: true,
      },
      {
        id: 'analytics',
        label: 'Statistics',
        description: preferencesMessages.analyticsDescription,
        required: false,
      },
      { id: 'maps', label: 'Maps', description: 'Embedded maps.', required: false },
      { id: 'x', label: 'x', description: '', required: false },
    ]);
    expect(preferencePurposes(undefined, preferencesMessages).map((row) => row.id)).toEqual([
      'necessary',
      'functional',
      'analytics',
      'marketing',
    ]);
  });

  it('ticks the stored purposes; Save hands over the ticked ones, Accept all and Reject all theirs', () => {
    installDialogShim();
    const boxes = () =>
      [...getOverlayHost().root.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].map(
        (input) => [input.name, input.checked, input.disabled],
      );
    const click = (selector: string) =>
      getOverlayHost().root.querySelector<HTMLElement>(selector)!.click();
    const onChoose = vi.fn();
    const stored = { decision: 'declined', purposes: ['analytics'] } as const;
    const unmount = mountConsentPreferences(undefined, stored, { onChoose, onClosed() {} });
    expect(boxes()).toEqual([
      ['necessary', true, true],
      ['functional', false, false],
      ['analytics', true, false],
      ['marketing', false, false],
    ]);
    click('input[name=marketing]');
    click('input[name=analytics]');
    click('[data-part=save]');
    expect(onChoose.mock.calls).toEqual([[{ purposes: ['marketing'] }]]);
    unmount();

    const all = mountConsentPreferences(
      undefined,
      { decision: 'accepted', purposes: 'all' },
      { onChoose, onClosed() {} },
    );
    expect(boxes().map(([, checked]) => checked)).toEqual([true, true, true, true]);
    click('[data-part=reject-all]');
    click('[data-part=accept-all]');
    expect(onChoose.mock.calls.slice(1)).toEqual([['declined'], ['accepted']]);
    all();
  });
});
