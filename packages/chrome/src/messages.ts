/**
 * The strings this package shows or logs, in one catalogue (replaceable for translation). The
 * Typekit warning is word for word from spec 002 §8; the others are ours (the spec is silent).
 */
export interface ChromeMessages {
  /** The announcement bar's close button (its accessible name). */
  closeAnnouncement: string;
  /** The licensed-assets bar's close button (its accessible name). */
  closeLicensedAssets: string;
  /** Spec 002 §8: a font asked for (typekitFonts) that the kit no longer holds. */
  typekitFontMissing: string;
}

export const chromeMessages: ChromeMessages = {
  closeAnnouncement: 'Close the announcement',
  closeLicensedAssets: 'Close the licensed-assets notice',
  typekitFontMissing: 'Requested font no longer in Typekit',
};
