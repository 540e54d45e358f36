export {
  ANNOUNCEMENT_DISMISSAL_DAYS,
  ANNOUNCEMENT_DISMISSED_COOKIE,
  type AnnouncementBarState,
  DEFAULT_ANNOUNCEMENT_ID,
  isAnnouncementBarShown,
  remembersDismissal,
} from './announcement-bar';
export { COMMENT_COUNT_SCRIPT_ID, commentCountScriptUrl } from './comment-counts';
export {
  fontsRequireConsent,
  GOOGLE_FONTS_STYLESHEET,
  googleFontsUrl,
  missingTypekitFonts,
  TYPEKIT_HOST,
  typekitKitUrl,
} from './fonts';
export { isLicensedAssetsBarShown, LICENSED_ASSET_SELECTOR } from './licensed-assets';
export { type ChromeMessages, chromeMessages } from './messages';
export {
  MOBILE_INFO_BAR_MAX_WIDTH,
  MOBILE_INFO_BAR_QUERY,
  type MobileInfoBarLook,
  mobileInfoBarLook,
} from './mobile-info-bar';
export { startAnnouncementBar } from './start-announcement-bar';
export { startCommentCounts } from './start-comment-counts';
export { startFonts } from './start-fonts';
export { startLicensedAssetsBar } from './start-licensed-assets-bar';
export { startMobileInfoBar } from './start-mobile-info-bar';
