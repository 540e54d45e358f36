// The model's rules asserted exactly, each with inputs of the other kinds, so that a wrong
// change fails (found by mutation testing, issue 21): the nine position anchors, the viewer
// role, and link rules a browser reads differently from raw text.
import { describe, expect, it } from 'vitest';
import { ContributorRole, POSITION_ANCHORS } from '../src/model/enumerations';
import {
  classifyLink,
  isCollectionPanelLink,
  isPageId,
  isProperTelLink,
  isProperUrl,
  isValidBlogUrlFormat,
} from '../src/model/links';
import { holdsOnlyViewerRole } from '../src/model/roles';
import type { PageContext } from '../src/page-context';

describe('position anchors (spec 002 §3)', () => {
  it('are the nine, in reading order', () => {
    expect(POSITION_ANCHORS).toEqual([
      'top-left',
      'top-center',
      'top-right',
      'center-left',
      'center-center',
      'center-right',
      'bottom-left',
      'bottom-center',
      'bottom-right',
    ]);
  });
});

describe('holdsOnlyViewerRole (spec 002 §6)', () => {
  const page = (roles: unknown, account: unknown = { id: 'a1' }) =>
    ({ authenticatedAccount: account, websiteRoles: { a1: roles } }) as unknown as PageContext;

  it.each([
    ['viewer', true],
    ['VIEWER', true],
    [ContributorRole.VIEWER, true],
    [String(ContributorRole.VIEWER), true],
    [['viewer', 'VIEWER', 10], true],
    [['viewer', 'editor'], false],
    [['Viewer'], false],
    ['editor', false],
    [[], false],
    [null, false],
    [undefined, false],
  ])('roles %j -> %s', (roles, expected) => {
    expect(holdsOnlyViewerRole(page(roles))).toBe(expected);
  });

  it('needs an account with an id and the site’s roles', () => {
    expect(holdsOnlyViewerRole(page('viewer', null))).toBe(false);
    expect(holdsOnlyViewerRole(page('viewer', {}))).toBe(false);
    expect(holdsOnlyViewerRole(page('viewer', { id: 'b2' }))).toBe(false);
    expect(
      holdsOnlyViewerRole({ authenticatedAccount: { id: 'a1' } } as unknown as PageContext),
    ).toBe(false);
  });
});

describe('link rules read as a browser reads them', () => {
  it.each([
    ['  #top', 'anchor'],
    ['\u0000\u0001 /about', 'content'],
    ['java script:alert(1)', 'external'],
    ['mail to:a@b.co', 'external'],
  ])('%j is %s', (href, category) => {
    expect(classifyLink(href)).toBe(category);
  });

  it('a proper tel holds only digits, plus and minus to its end', () => {
    expect(isProperTelLink('tel:1234 ext')).toBe(false);
    expect(isProperTelLink('tel:1234x')).toBe(false);
  });

  it('a proper URL: a scheme only at the start, a named host before its top-level domain', () => {
    expect(isProperUrl('example.com/?next=https://a.io')).toBe(true);
    expect(isProperUrl('http://.com')).toBe(false);
    expect(isProperUrl('http://a.com')).toBe(true);
  });

  it('a page id is exactly 24 characters, and a panel link is under /pages/ only', () => {
    expect(isPageId('x5f1a2b3c4d5e6f7a8b9c0d1e')).toBe(false);
    expect(isPageId('5f1a2b3c4d5e6f7a8b9c0d1ex')).toBe(false);
    expect(isCollectionPanelLink('/posts/5f1a2b3c4d5e6f7a8b9c0d1e')).toBe(false);
    expect(isCollectionPanelLink('/pages/5f1a2b3c4d5e6f7a8b9c0d1e')).toBe(true);
  });

  it('a blog URL format: a % must be followed by y, m, d or t', () => {
    expect(isValidBlogUrlFormat('%')).toBe(false);
    expect(isValidBlogUrlFormat('a%%t')).toBe(false);
    expect(isValidBlogUrlFormat('%d-%t')).toBe(true);
  });
});
