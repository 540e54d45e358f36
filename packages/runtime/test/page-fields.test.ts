// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PERMISSION, pageFields } from '../src/contract/page-fields';

describe('pageFields (spec 000 §3, 002 §7): the page fields of the census calls and submissions', () => {
  it("an item's page: the item's id, contentSource 'i', the document's title and path", () => {
    document.title = 'Harbour prints';
    history.replaceState(null, '', '/store/harbour?size=a2#top');
    expect(pageFields({ itemId: 'i9', collectionId: 'c1', pageId: 'p1' }, document)).toEqual({
      pageTitle: 'Harbour prints',
      pageId: 'i9',
      contentSource: 'i',
      pagePath: '/store/harbour',
      pagePermissionTypeValue: PUBLIC_PAGE_PERMISSION,
    });
  });

  it("otherwise contentSource 'c' and the page's own id, the collection's, or ''", () => {
    const ids = [
      { pageId: 'p1', collection: { id: 'c1' } },
      { pageId: '', collection: { id: 'c1' } },
      { pageId: 7, collectionId: 'c2' },
      { item: null, collection: null },
    ].map((context) => {
      const { pageId, contentSource } = pageFields(context, document);
      return [pageId, contentSource];
    });
    expect(ids).toEqual([
      ['p1', 'c'],
      ['c1', 'c'],
      ['c2', 'c'],
      ['', 'c'],
    ]);
  });

  it("the page's integer permission type, else its collection's, else 1", () => {
    const permission = (context: Parameters<typeof pageFields>[0]) =>
      pageFields(context, document).pagePermissionTypeValue;
    expect(permission({ pagePermissionTypeValue: 2, collection: { permissionType: 3 } })).toBe(2);
    expect(permission({ pagePermissionTypeValue: 2.5, collection: { permissionType: 3 } })).toBe(3);
    expect(permission({ pagePermissionTypeValue: '2', collection: { permissionType: '3' } })).toBe(
      1,
    );
    expect(PUBLIC_PAGE_PERMISSION).toBe(1);
  });
});
