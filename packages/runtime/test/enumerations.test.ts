import { describe, expect, it } from 'vitest';
import {
  ADMIN_INTERNAL_PERMISSION_RANGE,
  BLOCK_TYPE_MAX,
  BLOCK_TYPE_MIN,
  BlockType,
  ContentItemType,
  ContributorRole,
  FORM_FIELD_TYPES,
  HitEvent,
  ITEM_KIND_BY_RECORD_TYPE,
  ItemVisibility,
  MapStyle,
  MobileBarStyle,
  POSITION_ANCHORS,
  ProductType,
  PUBLISH_STATUS_LABELS,
  PublishState,
  SETTINGS_PERMISSION_RANGE,
  SHAPE_ASPECT_HEIGHT,
  SitePermission,
  TAXONOMY_CONTENT_TYPES,
  TrackedContext,
  Unit,
  VERSIONS,
  WebsiteKind,
  WebsiteStatus,
} from '../src/model/enumerations';
import { PageType, pageTypeName, TweakPageType } from '../src/model/page-types';
import { holdsOnlyViewerRole } from '../src/model/roles';

describe('enumerations (spec 002 §2, §3, §6)', () => {
  it('page types by number', () => {
    expect(PageType).toEqual({
      MAIN_CONTENT: 1,
      PAGE: 2,
      SPLASH_PAGE: 3,
      CONTENT_ITEM: 50,
      NOT_FOUND: 100,
      ERROR: 101,
      SEARCH: 102,
      LOCK_SCREEN: 103,
      POPUP_OVERLAY: 104,
      PROTECTED_CONTENT: 105,
      MEMBER_AREA_ACCESS_DENIED: 106,
      SHOW_CART: 200,
      CHECKOUT: 201,
      ORDER_CONFIRMED: 202,
      DONATE: 203,
      CONTRIBUTION_CONFIRMED: 204,
      COMMERCE_CART_V2: 205,
      SUBSCRIPTION_CONFIRMED: 206,
      ORDER_RECEIVED: 207,
      MEMBERSHIP_CONFIRMED: 208,
      REVIEWS_REQUEST: 209,
      NEWSLETTER_UNSUBSCRIBE: 300,
      COMMERCE_EMAIL_PREVIEW: 301,
    });
    expect(pageTypeName(104)).toBe('POPUP_OVERLAY');
    expect(pageTypeName(4)).toBeUndefined();
  });

  it('block types as far as shown', () => {
    expect(BlockType).toEqual({
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
    });
  });

  it('content item types', () => {
    expect(ContentItemType.TEXT).toBe(1);
    expect(ContentItemType.IMAGE).toBe(2);
    expect(ContentItemType.QUOTE).toBe(4);
    expect(ContentItemType.STORE_ITEM).toBe(11);
    expect(ContentItemType.GALLERY).toBe(14);
    expect(ContentItemType.DIGITAL_GOOD).toBe(18);
    expect(ContentItemType.RICH_TEXT).toBe(22);
    expect(ContentItemType.TWEET).toBe(50);
    expect(ContentItemType.KB_ARTICLE).toBe(54);
    expect(ContentItemType.PORTFOLIO_ITEM).toBe(59);
    expect(ContentItemType.LESSON).toBe(62);
  });

  it('product types, publish states, units, hit events, contexts, mobile bars', () => {
    expect(ProductType).toEqual({ PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 });
    expect(PublishState).toEqual({
      PUBLISHED: 1,
      SCHEDULED: 2,
      NEEDS_REVIEW: 3,
      DRAFT: 4,
      PRIVATE: 5,
      DELETED: 6,
    });
    expect(Unit).toEqual({ IMPERIAL: 1, METRIC: 2 });
    expect(HitEvent).toEqual({ PAGE_VIEW: 1, SITE_SEARCH: 2, HEARTBEAT: 10, AUDIO: 20, VIDEO: 21 });
    expect(TrackedContext).toEqual({ BUTTON_BLOCK: 1, POPUP_OVERLAY: 2 });
    expect(MobileBarStyle).toEqual({ NONE: 1, LIGHT: 2, DARK: 3 });
  });

  it('permissions and roles', () => {
    expect(SitePermission).toEqual({
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
    });
    expect(ContributorRole).toEqual({
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
    });
  });

  it('every content item type', () => {
    expect(ContentItemType).toEqual({
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
      VIDEO_61: 61,
      LESSON: 62,
    });
    expect(TAXONOMY_CONTENT_TYPES).toEqual([56, 57, 58]);
  });

  it('versions, map styles, shape heights, labels, visibility, form fields, tweak pages, ranges', () => {
    expect(VERSIONS).toEqual(['7', '7.1', '8']);
    expect(MapStyle).toEqual({
      ORIGINAL: 1,
      GRAYSCALE: 2,
      SATELLITE: 3,
      MINIMAL_LIGHT: 4,
      MINIMAL_DARK: 5,
      MINIMAL_BLUE: 6,
    });
    expect(SHAPE_ASPECT_HEIGHT).toEqual({ default: 100, tall: 150, wide: 67 });
    expect(PUBLISH_STATUS_LABELS).toEqual(['Scheduled', 'Needs Review', 'Draft', 'Private']);
    expect(ItemVisibility).toEqual(['draft', 'published', 'needs_review', 'scheduled']);
    expect(FORM_FIELD_TYPES).toEqual([
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
    ]);
    expect(Object.values(TweakPageType)).toEqual([
      'SPLASH_PAGE',
      'LOCK_SCREEN',
      'POPUP_OVERLAY',
      'CHECKOUT',
      'STYLE',
    ]);
    expect(SETTINGS_PERMISSION_RANGE).toEqual([1210, 1233]);
    expect(ADMIN_INTERNAL_PERMISSION_RANGE).toEqual([2010, 2068]);
    expect([BLOCK_TYPE_MIN, BLOCK_TYPE_MAX]).toEqual([1, 70]);
  });

  it('website kinds, statuses, item kinds and anchors', () => {
    expect(WebsiteKind).toEqual([
      'classic',
      'cover page',
      'parking page',
      'commerce',
      'enterprise',
    ]);
    expect(WebsiteStatus).toEqual([
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
    ]);
    expect(ITEM_KIND_BY_RECORD_TYPE).toEqual({
      audio: 'album-track',
      event: 'event-item',
      image: 'gallery-image',
      'portfolio item': 'portfolio-item',
      text: 'blog-post',
      video: 'gallery-video',
    });
    expect(ITEM_KIND_BY_RECORD_TYPE.text).toBe('blog-post');
    expect(ITEM_KIND_BY_RECORD_TYPE.video).toBe('gallery-video');
    expect(POSITION_ANCHORS).toHaveLength(9);
    expect(POSITION_ANCHORS).toContain('bottom-right');
  });

  it('recognises an account holding only the viewer role', () => {
    expect(
      holdsOnlyViewerRole({ authenticatedAccount: { id: 'a' }, websiteRoles: { a: ['VIEWER'] } }),
    ).toBe(true);
    expect(
      holdsOnlyViewerRole({ authenticatedAccount: { id: 'a' }, websiteRoles: { a: [10] } }),
    ).toBe(true);
    expect(
      holdsOnlyViewerRole({
        authenticatedAccount: { id: 'a' },
        websiteRoles: { a: ['VIEWER', 'EDITOR'] },
      }),
    ).toBe(false);
    expect(holdsOnlyViewerRole({ authenticatedAccount: { id: 'a' }, websiteRoles: {} })).toBe(
      false,
    );
    expect(holdsOnlyViewerRole({})).toBe(false);
  });
});
