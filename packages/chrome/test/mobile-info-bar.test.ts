import { describe, expect, it } from 'vitest';
import {
  MOBILE_INFO_BAR_MAX_WIDTH,
  MOBILE_INFO_BAR_QUERY,
  mobileInfoBarLook,
} from '../src/mobile-info-bar';

describe('the mobile info bar rules', () => {
  it('applies at viewports of 1024 px or less', () => {
    expect([MOBILE_INFO_BAR_MAX_WIDTH, MOBILE_INFO_BAR_QUERY]).toEqual([
      1024,
      '(max-width: 1024px)',
    ]);
  });

  it('maps the mobile-bar styles none 1, light 2, dark 3', () => {
    expect([1, 2, 3].map((style) => mobileInfoBarLook({ style }))).toEqual([
      undefined,
      'light',
      'dark',
    ]);
  });

  it('has no bar for a missing or unknown style or settings that are not an object', () => {
    for (const settings of [
      {},
      { style: '2' },
      { style: 4 },
      { style: 0 },
      null,
      undefined,
      2,
      [],
    ]) {
      expect(mobileInfoBarLook(settings)).toBeUndefined();
    }
  });
});
