/**
 * The shared enumerations of spec 002 §3 and §6, as far as the spec shows them. Numbers that the
 * spec says exist but does not name are left out rather than invented.
 */

/** Block types (spec 002 §3): numeric 1 to 70; only these are named. */
export const BlockType = {
  NAVIGATION: 1,
  FORM: 9,
  SUMMARY: 20,
  VIDEO: 32,
  PRODUCT: 43,
  BUTTON: 53,
  SUMMARY_V2: 55,
  OPENTABLE_V2: 66,
  MEMBER_AREA: 67,
  TOCK: 68,
  ACCORDION: 69,
  MARQUEE: 70,
} as const;
export const BLOCK_TYPE_MIN = 1;
export const BLOCK_TYPE_MAX = 70;

/** Content item types (spec 002 §3). Taxonomy kinds occupy 56 to 58 (names not shown). */
export const ContentItemType = {
  TEXT: 1,
  IMAGE: 2,
  QUOTE: 4,
  LINK: 5,
  CHAT: 6,
  AUDIO: 7,
  VIDEO: 8,
  REVIEW: 10,
  STORE_ITEM: 11,
  EVENT: 12,
  THREAD: 13,
  GALLERY: 14,
  BINARY: 15,
  CSS_ASSET: 16,
  TWEAK_ASSET: 17,
  DIGITAL_GOOD: 18,
  ATTACHMENT: 19,
  WORDPRESS_EXPORT: 20,
  INTERNAL_EXPORT: 21,
  RICH_TEXT: 22,
  TWEET: 50,
  RSS: 51,
  CHECKIN: 52,
  KB_ARTICLE: 54,
  PROJECT_ITEM: 55,
  PORTFOLIO_ITEM: 59,
  TRANSLATABLE_STRINGS_EXPORT: 60,
  /** The spec lists video twice: 8 and 61. */
  VIDEO_61: 61,
  LESSON: 62,
} as const;
export const TAXONOMY_CONTENT_TYPES = [56, 57, 58] as const;

/** Item record types mapped to item kinds (spec 002 §3). */
export const ITEM_KIND_BY_RECORD_TYPE = {
  audio: 'album-track',
  event: 'event-item',
  image: 'gallery-image',
  'portfolio item': 'portfolio-item',
  text: 'blog-post',
  video: 'gallery-video',
} as const;

export const ItemVisibility = ['draft', 'published', 'needs_review', 'scheduled'] as const;
export type ItemVisibility = (typeof ItemVisibility)[number];

/** Product types (spec 000 §1, 002 §3). */
export const ProductType = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
} as const;

/** Content publish states (spec 002 §3). */
export const PublishState = {
  PUBLISHED: 1,
  SCHEDULED: 2,
  NEEDS_REVIEW: 3,
  DRAFT: 4,
  PRIVATE: 5,
  DELETED: 6,
} as const;

/** Status labels in editor strings. */
export const PUBLISH_STATUS_LABELS = ['Scheduled', 'Needs Review', 'Draft', 'Private'] as const;

/** Measurement units (spec 002 §3). */
export const Unit = { IMPERIAL: 1, METRIC: 2 } as const;

/** Mobile-bar styles. */
export const MobileBarStyle = { NONE: 1, LIGHT: 2, DARK: 3 } as const;

/** Hit events (spec 002 §3). */
export const HitEvent = {
  PAGE_VIEW: 1,
  SITE_SEARCH: 2,
  HEARTBEAT: 10,
  AUDIO: 20,
  VIDEO: 21,
} as const;

/** Tracked contexts. */
export const TrackedContext = { BUTTON_BLOCK: 1, POPUP_OVERLAY: 2 } as const;

/** Site permission codes (spec 002 §6). */
export const SitePermission = {
  AUTHENTICATED: 0,
  CONFIG: 1,
  ADMIN: 2,
  CONTENT_MANAGER: 11,
  SETTINGS: 12,
  ACTIVITY: 13,
  COMMERCE: 14,
  NEWSLETTER: 15,
  DAMASK: 17,
  CRM: 18,
} as const;
/** Settings areas occupy 1210 to 1233; admin-level internal permissions 2010 to 2068. */
export const SETTINGS_PERMISSION_RANGE = [1210, 1233] as const;
export const ADMIN_INTERNAL_PERMISSION_RANGE = [2010, 2068] as const;

/** Contributor roles by number (spec 002 §6). */
export const ContributorRole = {
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
} as const;

/** Website kinds and statuses (spec 002 §3). */
export const WebsiteKind = [
  'classic',
  'cover page',
  'parking page',
  'commerce',
  'enterprise',
] as const;
export const WebsiteStatus = [
  'expired',
  'past due',
  'trial',
  'beta',
  'removed',
  'internal',
  'comped',
  'paid',
  'v5 linked',
  'active parking page',
  'resold',
  'resold grace period',
  'enterprise',
] as const;
export const VERSIONS = ['7', '7.1', '8'] as const;

/** Map styles (spec 002 §3). */
export const MapStyle = {
  ORIGINAL: 1,
  GRAYSCALE: 2,
  SATELLITE: 3,
  MINIMAL_LIGHT: 4,
  MINIMAL_DARK: 5,
  MINIMAL_BLUE: 6,
} as const;

/** Shape-mask aspect heights (spec 002 §3). */
export const SHAPE_ASPECT_HEIGHT = { default: 100, tall: 150, wide: 67 } as const;

/** Form editor tabs and field types (spec 002 §3). */
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'number',
  'website',
  'currency',
  'password',
  'twitter',
  'date',
  'time',
  'name',
  'address',
  'phone',
  'section',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/**
 * Position anchors: nine (spec 002 §3). Written out rather than computed, so a bundle that does
 * not use them (commerce's readCart) can drop them: a computed top-level value is kept.
 */
export const POSITION_ANCHORS = [
  'top-left',
  'top-center',
  'top-right',
  'center-left',
  'center-center',
  'center-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
];
