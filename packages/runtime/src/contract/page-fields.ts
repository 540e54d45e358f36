/**
 * The page fields (spec 000 §3 "Form submission", 002 §7): sent with a form submission and
 * with the census calls (form-render, button-click, button-render), read by the server.
 */

/** Their names, in the spec's order. */
export const PAGE_FIELDS = [
  'pageTitle',
  'pageId',
  'contentSource',
  'pagePath',
  'pagePermissionTypeValue',
] as const;

export type PageFieldName = (typeof PAGE_FIELDS)[number];

export interface PageFields {
  pageTitle: string;
  pageId: string;
  /** 'i' for an item, 'c' for a collection (spec 000 §3). */
  contentSource: 'i' | 'c';
  pagePath: string;
  pagePermissionTypeValue: number;
}

/** The permission type of a page whose context names none: 1, a public page. */
export const PUBLIC_PAGE_PERMISSION = 1;
