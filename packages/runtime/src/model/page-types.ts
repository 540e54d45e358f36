/** Page types by number (spec 002 §2). */
export const PageType = {
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
} as const;

export type PageTypeName = keyof typeof PageType;
export type PageTypeNumber = (typeof PageType)[PageTypeName];

/** Tweak page types (spec 002 §2). */
export const TweakPageType = {
  SPLASH_PAGE: 'SPLASH_PAGE',
  LOCK_SCREEN: 'LOCK_SCREEN',
  POPUP_OVERLAY: 'POPUP_OVERLAY',
  CHECKOUT: 'CHECKOUT',
  STYLE: 'STYLE',
} as const;

// Built on first use, not at module load, so a bundle that never asks can drop it.
let pageTypeNames: Map<number, PageTypeName> | undefined;

/** The page type's name for a number, or undefined for a number the spec does not list. */
export function pageTypeName(value: number): PageTypeName | undefined {
  pageTypeNames ??= new Map(
    Object.entries(PageType).map(([name, code]) => [code, name as PageTypeName]),
  );
  return pageTypeNames.get(value);
}
