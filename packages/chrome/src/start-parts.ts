// Every part's DOM shell, one lazy chunk of the script build: a chunk for each part went over the
// build's 64-chunk limit of six-character hashes (issue 15's wave).
export { startAnnouncementBar } from './start-announcement-bar';
export { startCommentCounts } from './start-comment-counts';
export { startFonts } from './start-fonts';
export { startLicensedAssetsBar } from './start-licensed-assets-bar';
export { startMobileInfoBar } from './start-mobile-info-bar';
