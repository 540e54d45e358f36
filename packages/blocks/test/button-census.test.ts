import { describe, expect, it } from 'vitest';
import { buttonCensusPayload, invalidButtonField } from '../src/button/button-census';

const page = {
  pageTitle: 'Blocks',
  pageId: 'p1',
  contentSource: 'c' as const,
  pagePath: '/blocks.html',
  pagePermissionTypeValue: 1,
};

describe('button census payload (spec 002 §7)', () => {
  it('carries the spec fields, context 1 (button block) and the page fields', () => {
    expect(
      buttonCensusPayload(
        { elementId: 'el', text: '  Shop\n  prints ', href: '/store.html', target: '_blank' },
        { id: 'shop', alignment: 'center', size: 'large' },
        page,
      ),
    ).toEqual({
      id: 'shop',
      buttonText: 'Shop prints',
      clickthroughUrl: '/store.html',
      alignment: 'center',
      size: 'large',
      newWindow: true,
      context: 1,
      visitorCookie: '',
      ...page,
    });
  });

  it('defaults: the element id, empty alignment and size, same window', () => {
    expect(
      buttonCensusPayload({ elementId: 'el', text: 'Go', href: '', target: '_self' }, {}, page),
    ).toMatchObject({ id: 'el', alignment: '', size: '', newWindow: false, clickthroughUrl: '' });
  });

  it('names a configuration field that is not a string', () => {
    expect(invalidButtonField({ id: 'a', alignment: 'left', size: 'small' })).toBeUndefined();
    expect(invalidButtonField({})).toBeUndefined();
    expect(invalidButtonField({ id: 5 })).toBe('id');
    expect(invalidButtonField({ size: true })).toBe('size');
    expect(invalidButtonField({ alignment: null })).toBe('alignment');
  });
});
