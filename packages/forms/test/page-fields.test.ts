// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pageFields, readFormOptions, resolveFormOptions } from '../src';

describe('pageFields (spec 000 §3, 002 §3)', () => {
  it('an item page: contentSource i and the item id', () => {
    document.title = 'A post';
    history.replaceState(null, '', '/blog/a-post?x=1');
    expect(pageFields({ item: { id: 'item-1' }, collection: { id: 'col-1' } }, document)).toEqual({
      pageTitle: 'A post',
      pageId: 'item-1',
      contentSource: 'i',
      pagePath: '/blog/a-post',
      pagePermissionTypeValue: 1,
    });
  });

  it("a page: contentSource c, the context's pageId, then the collection id", () => {
    expect(pageFields({ pageId: 'page-1', collectionId: 'col-1' }, document)).toMatchObject({
      pageId: 'page-1',
      contentSource: 'c',
    });
    expect(pageFields({ collectionId: 'col-1' }, document)).toMatchObject({ pageId: 'col-1' });
    expect(pageFields({}, document)).toMatchObject({ pageId: '', contentSource: 'c' });
  });

  it('the permission type from the context, else the collection, else 1', () => {
    expect(pageFields({ pagePermissionTypeValue: 2 }, document).pagePermissionTypeValue).toBe(2);
    expect(
      pageFields({ collection: { id: 'c', permissionType: 3 } }, document).pagePermissionTypeValue,
    ).toBe(3);
    expect(pageFields({ pagePermissionTypeValue: 'x' }, document).pagePermissionTypeValue).toBe(1);
  });
});

describe('form options', () => {
  it('defaults: the spec-silent choices the README lists', () => {
    const options = resolveFormOptions({ formId: 'f' });
    expect(options).toMatchObject({
      formId: 'f',
      collectionId: '',
      objectName: '',
      isOverlayForm: false,
      successUrl: '',
      successMessage: '',
      captcha: false,
      newsletter: false,
      disableValidation: false,
      submittingText: 'Submitting…',
      timeoutMs: 15_000,
      retries: 1,
    });
  });

  it('translated messages replace entries, the in-progress text with them', () => {
    const options = resolveFormOptions({ formId: 'f', messages: { submitting: 'Envoi…' } });
    expect(options.submittingText).toBe('Envoi…');
    expect(options.messages.keyError).toBe(
      'Could not get a form submission key, please try again later.',
    );
  });

  it('reads null as not set, and drops non-finite numbers', () => {
    expect(readFormOptions({ formId: 'f', successUrl: null, retries: Number.NaN })).toEqual({
      formId: 'f',
    });
    expect(readFormOptions('text')).toBe(undefined);
    expect(readFormOptions([1])).toBe(undefined);
  });
});
