import { describe, expect, it, vi } from 'vitest';
import {
  CONSENT_MODE_WAIT_MS,
  consentModeState,
  hasGoogleTag,
  sendConsentMode,
} from '../src/consent-mode';

describe('Google Consent Mode v2', () => {
  it('sets the four v2 signals together', () => {
    expect(consentModeState(false)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
    expect(Object.values(consentModeState(true))).toEqual([
      'granted',
      'granted',
      'granted',
      'granted',
    ]);
  });

  it('does nothing without a Google tag', () => {
    const view = {};
    expect(hasGoogleTag(view)).toBe(false);
    expect(sendConsentMode(view, 'default', false)).toBe(false);
    expect(view).toEqual({});
    expect(sendConsentMode(undefined, 'update', true)).toBe(false);
  });

  it('calls gtag when there is one; the default waits for an update while the banner asks', () => {
    const gtag = vi.fn();
    expect(sendConsentMode({ gtag }, 'default', false, true)).toBe(true);
    expect(gtag).toHaveBeenCalledWith('consent', 'default', {
      ...consentModeState(false),
      wait_for_update: CONSENT_MODE_WAIT_MS,
    });
    sendConsentMode({ gtag }, 'update', true, true);
    expect(gtag).toHaveBeenLastCalledWith('consent', 'update', consentModeState(true));
  });

  it('pushes an Arguments object to a bare dataLayer (as gtag.js reads it)', () => {
    const dataLayer: unknown[] = [];
    expect(sendConsentMode({ dataLayer }, 'update', false)).toBe(true);
    const entry = dataLayer[0] as IArguments;
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    expect(Array.from(entry)).toEqual(['consent', 'update', consentModeState(false)]);
  });
});
