import { describe, expect, it } from 'vitest';
import { isLicensedAssetsBarShown, LICENSED_ASSET_SELECTOR } from '../src/licensed-assets';
import { chromeMessages } from '../src/messages';

describe('the licensed-assets bar rule', () => {
  it('shows for a logged-in account on a page with licensed assets only', () => {
    expect([
      isLicensedAssetsBarShown(true, 1),
      isLicensedAssetsBarShown(true, 12),
      isLicensedAssetsBarShown(true, 0),
      isLicensedAssetsBarShown(false, 3),
      isLicensedAssetsBarShown(false, 0),
    ]).toEqual([true, true, false, false, false]);
  });

  it('finds the assets the server marks, and names its close button', () => {
    expect(LICENSED_ASSET_SELECTOR).toBe('[data-licensed-asset]');
    expect(chromeMessages.closeLicensedAssets).toBe('Close the licensed-assets notice');
  });
});
