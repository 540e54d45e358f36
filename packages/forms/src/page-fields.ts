/**
 * The page fields sent with a submission and the form-render census call (spec 000 §3, 002 §3):
 * pageTitle, pageId, contentSource (i for item, c for collection), pagePath,
 * pagePermissionTypeValue. Their names and type are the runtime's wire contract (PAGE_FIELDS,
 * PageFields); the census field visitorCookie is the runtime's `visitorCookieField`.
 */
import { type PageFields, PUBLIC_PAGE_PERMISSION } from '@tessera/runtime';

export type { PageFields };

/** The page context fields read here (a subset of @tessera/runtime's PageContext). */
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
