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

/** The page context fields `pageFields` reads (a subset of the page context). */
export interface PageFieldsContext {
  item?: { id?: string } | null;
  itemId?: string | null;
  collection?: { id?: string; permissionType?: unknown } | null;
  collectionId?: string | null;
  /** The page's own id, when the context carries one. */
  pageId?: unknown;
  pagePermissionTypeValue?: unknown;
  [field: string]: unknown;
}

function permissionOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/** The page fields of this page: the item's id (contentSource 'i'), else the page's own id or
 * the collection's ('c'); the permission type of the page, else its collection's, else 1. */
export function pageFields(context: PageFieldsContext, doc: Document): PageFields {
  const itemId = context.item?.id ?? context.itemId;
  const collectionId = context.collection?.id ?? context.collectionId;
  return {
    pageTitle: doc.title,
    pageId:
      itemId ??
      (typeof context.pageId === 'string' && context.pageId !== '' ? context.pageId : undefined) ??
      collectionId ??
      '',
    contentSource: itemId ? 'i' : 'c',
    pagePath: doc.location?.pathname ?? '',
    pagePermissionTypeValue:
      permissionOf(context.pagePermissionTypeValue) ??
      permissionOf(context.collection?.permissionType) ??
      PUBLIC_PAGE_PERMISSION,
  };
}
