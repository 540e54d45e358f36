import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '../src/constants';
import type { PopupRecord } from '../src/popup/popup-record';
import { normalizePopupSettings, POPUP_DEFAULTS } from '../src/popup/popup-settings';
import {
  popupAllowedOnPage,
  popupAllowedOnViewport,
  shouldShowPopup,
} from '../src/popup/should-show-popup';

const closedAt = Date.UTC(2026, 0, 10, 12);
const settings = normalizePopupSettings({ version: 3, displayFrequency: 7, showUntilSignup: true });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(closedAt);
});
afterEach(() => vi.useRealTimers());

const record = (overrides: Partial<PopupRecord> = {}): PopupRecord => ({
  'date-closed': closedAt,
  version: 3,
  submitted: false,
  ...overrides,
});

describe('shouldShowPopup (spec 000 §4, spec 002 §4)', () => {
  it('shows with no stored record', () => {
    expect(shouldShowPopup(settings, undefined, Date.now())).toBe(true);
  });

  it('shows again when the stored version is older, even after a sign-up', () => {
    expect(shouldShowPopup(settings, record({ version: 2, submitted: true }), Date.now())).toBe(
      true,
    );
  });

  it('does not show again once submitted with showUntilSignup', () => {
    vi.advanceTimersByTime(365 * DAY_MS);
    expect(shouldShowPopup(settings, record({ submitted: true }), Date.now())).toBe(false);
  });

  it('a sign-up without showUntilSignup follows the frequency', () => {
    const loose = { ...settings, showUntilSignup: false };
    vi.advanceTimersByTime(7 * DAY_MS);
    expect(shouldShowPopup(loose, record({ submitted: true }), Date.now())).toBe(true);
  });

  it('returns displayFrequency days after the closed date, not a moment earlier', () => {
    vi.advanceTimersByTime(7 * DAY_MS - 1);
    expect(shouldShowPopup(settings, record(), Date.now())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(shouldShowPopup(settings, record(), Date.now())).toBe(true);
  });

  it('counts displayFrequency in days of 24 hours (spec 000 §3: days)', () => {
    const daily = { ...settings, displayFrequency: 1 };
    expect(shouldShowPopup(daily, record(), closedAt + 86_400_000 - 1)).toBe(false);
    expect(shouldShowPopup(daily, record(), closedAt + 86_400_000)).toBe(true);
    expect(shouldShowPopup(settings, record(), closedAt + 7 * 86_400_000 - 1)).toBe(false);
  });

  it('never returns when the frequency is -1', () => {
    const never = { ...settings, displayFrequency: -1 };
    vi.advanceTimersByTime(10_000 * DAY_MS);
    expect(shouldShowPopup(never, record(), Date.now())).toBe(false);
  });

  it('with frequency 0 it shows on the next page', () => {
    expect(shouldShowPopup({ ...settings, displayFrequency: 0 }, record(), Date.now())).toBe(true);
  });

  it('a record that was never closed shows again', () => {
    expect(shouldShowPopup(settings, { version: 3, submitted: false }, Date.now())).toBe(true);
  });

  it('a newer stored version than configured follows the other rules', () => {
    expect(shouldShowPopup(settings, record({ version: 4 }), Date.now())).toBe(false);
  });
});

describe('normalizePopupSettings', () => {
  it('defaults', () => {
    expect(normalizePopupSettings(undefined)).toEqual(POPUP_DEFAULTS);
    expect(POPUP_DEFAULTS).toEqual({
      style: 'default',
      enableMobile: true,
      version: 1,
      showUntilSignup: false,
      displayFrequency: 1,
      delaySeconds: 0,
      showOnPages: undefined,
    });
  });

  it('reads each setting', () => {
    expect(
      normalizePopupSettings({
        style: 2,
        enableMobile: false,
        version: '4',
        showUntilSignup: true,
        displayFrequency: '14',
      }),
    ).toEqual({
      style: '2',
      enableMobile: false,
      version: 4,
      showUntilSignup: true,
      displayFrequency: 14,
      delaySeconds: 0,
      showOnPages: undefined,
    });
    expect(normalizePopupSettings({ style: ' split ' }).style).toBe('split');
    expect(
      normalizePopupSettings({ delaySeconds: 5, showOnPages: ['index.html', 3] }),
    ).toMatchObject({
      delaySeconds: 5,
      showOnPages: ['index.html'],
    });
    expect(normalizePopupSettings({ delaySeconds: -2 }).delaySeconds).toBe(0);
    // A longer delay would overflow setTimeout, which then fires at once.
    expect(normalizePopupSettings({ delaySeconds: 1e9 }).delaySeconds).toBe(2_147_483);
  });

  it('any negative frequency is "never again"; junk falls back', () => {
    expect(normalizePopupSettings({ displayFrequency: -5 }).displayFrequency).toBe(-1);
    expect(normalizePopupSettings({ displayFrequency: 'soon' }).displayFrequency).toBe(1);
    expect(normalizePopupSettings({ version: Number.NaN }).version).toBe(1);
    expect(normalizePopupSettings({ enableMobile: 'no' }).enableMobile).toBe(true);
  });

  it('enableMobile false hides it at 432 px and below (spec 002 §9)', () => {
    const desktopOnly = normalizePopupSettings({ enableMobile: false });
    expect(popupAllowedOnViewport(desktopOnly, 432)).toBe(false);
    expect(popupAllowedOnViewport(desktopOnly, 433)).toBe(true);
    expect(popupAllowedOnViewport(normalizePopupSettings({}), 320)).toBe(true);
  });
});

describe('popupAllowedOnPage (showOnPages, beyond the spec)', () => {
  it.each([
    [undefined, '/anything.html', true],
    [['index.html'], '/', true],
    [['index.html'], '/index.html', true],
    [['store.html'], '/index.html', false],
    [['store.html', 'gallery.html'], '/gallery.html', true],
    [['/shop/store.html'], '/shop/store.html', true],
    [[], '/index.html', false],
  ])('%j at %s -> %s', (showOnPages, path, expected) => {
    expect(popupAllowedOnPage({ showOnPages }, path)).toBe(expected);
  });
});
