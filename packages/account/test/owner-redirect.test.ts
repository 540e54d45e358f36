import type { PageContext } from '@tessera/runtime';
import { describe, expect, it } from 'vitest';
import { isLocalHost } from '../src/is-local-host';
import { configUrl, type OwnerRedirectInput, ownerRedirect } from '../src/owner-redirect';
import { VIEWER_ROLE_CASES } from './viewer-role-cases';

const owner: PageContext = {
  authenticatedAccount: { id: 'a1' },
  websiteRoles: { a1: [1] },
  website: { developerMode: false, cloneable: false },
};

function input(overrides: Partial<OwnerRedirectInput> = {}): OwnerRedirectInput {
  return {
    page: owner,
    url: new URL('https://shop.example.com/gallery.html?tag=red&page=2#top'),
    topFrame: true,
    noredirectStored: false,
    ...overrides,
  };
}

describe('ownerRedirect (spec 000 §2, 002 §2)', () => {
  it('sends an owner to /config/ with frameUrl holding the encoded path and search (no hash)', () => {
    expect(ownerRedirect(input())).toEqual({
      redirect: '/config/?frameUrl=%2Fgallery.html%3Ftag%3Dred%26page%3D2',
    });
  });

  it('encodes a path without search, and characters that need it', () => {
    expect(configUrl(new URL('https://example.com/'))).toBe('/config/?frameUrl=%2F');
    expect(configUrl(new URL('https://example.com/a b/ü.html?q=a+b&x=%26'))).toBe(
      '/config/?frameUrl=%2Fa%2520b%2F%25C3%25BC.html%3Fq%3Da%2Bb%26x%3D%2526',
    );
  });

  it('skips without a session (null or missing account)', () => {
    expect(ownerRedirect(input({ page: {} }))).toEqual({ skip: 'no-session' });
    expect(ownerRedirect(input({ page: { ...owner, authenticatedAccount: null } }))).toEqual({
      skip: 'no-session',
    });
  });

  it('skips on the console itself', () => {
    expect(ownerRedirect(input({ url: new URL('https://shop.example.com/config/') }))).toEqual({
      skip: 'config-page',
    });
  });

  it('skips with the noredirect query flag, with or without a value, and when it is stored', () => {
    for (const search of ['?noredirect', '?noredirect=1', '?a=1&noredirect=']) {
      expect(ownerRedirect(input({ url: new URL(`https://shop.example.com/${search}`) }))).toEqual({
        skip: 'noredirect',
      });
    }
    expect(ownerRedirect(input({ noredirectStored: true }))).toEqual({ skip: 'noredirect' });
    // A look-alike parameter is not the flag.
    expect(
      ownerRedirect(input({ url: new URL('https://shop.example.com/?noredirects=1') })),
    ).toEqual({ redirect: '/config/?frameUrl=%2F%3Fnoredirects%3D1' });
  });

  it('skips on localhost (and loopback addresses), not on other hosts', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]']) {
      expect(ownerRedirect(input({ url: new URL(`http://${host}:8080/`) }))).toEqual({
        skip: 'localhost',
      });
    }
    for (const host of ['localhost.example.com', '128.0.0.1', '10.0.0.1', 'mylocalhost']) {
      expect(ownerRedirect(input({ url: new URL(`http://${host}/`) }))).toEqual({
        redirect: '/config/?frameUrl=%2F',
      });
    }
  });

  it('skips in developer mode and for a cloneable site, only when the flag is true', () => {
    const site = (website: PageContext['website']) => input({ page: { ...owner, website } });
    expect(ownerRedirect(site({ developerMode: true }))).toEqual({ skip: 'developer-mode' });
    expect(ownerRedirect(site({ cloneable: true }))).toEqual({ skip: 'cloneable' });
    expect(
      ownerRedirect(
        site({ developerMode: 'true', cloneable: 1 } as unknown as PageContext['website']),
      ),
    ).toEqual({
      redirect: '/config/?frameUrl=%2Fgallery.html%3Ftag%3Dred%26page%3D2',
    });
  });

  it('skips for an account holding only the viewer role, not for a viewer who is also admin', () => {
    const roles = (websiteRoles: PageContext['websiteRoles']) =>
      input({ page: { ...owner, websiteRoles } });
    expect(ownerRedirect(roles({ a1: [10] }))).toEqual({ skip: 'viewer-only' });
    expect(ownerRedirect(roles({ a1: 'viewer' }))).toEqual({ skip: 'viewer-only' });
    expect(ownerRedirect(roles({ a1: [10, 1] }))).toEqual({
      redirect: '/config/?frameUrl=%2Fgallery.html%3Ftag%3Dred%26page%3D2',
    });
    // Another account's viewer role does not count.
    expect(ownerRedirect(roles({ other: [10] }))).toEqual({
      redirect: '/config/?frameUrl=%2Fgallery.html%3Ftag%3Dred%26page%3D2',
    });
  });

  it('skips for an account the roles map lists without a role (a site member)', () => {
    const page = { ...owner, websiteRoles: { a1: [] } };
    expect(ownerRedirect(input({ page }))).toEqual({ skip: 'no-role' });
    // Without a roles map the account is taken as the owner (a platform that sends none).
    expect(ownerRedirect(input({ page: { authenticatedAccount: { id: 'a1' } } }))).toEqual({
      redirect: '/config/?frameUrl=%2Fgallery.html%3Ftag%3Dred%26page%3D2',
    });
  });

  it('skips when the page is not the top frame', () => {
    expect(ownerRedirect(input({ topFrame: false }))).toEqual({ skip: 'not-top-frame' });
  });

  it('reads a page-context field of the wrong shape as absent (the feature runs no shape check)', () => {
    const page = {
      ...owner,
      website: 'developerMode',
      websiteRoles: 'viewer',
    } as unknown as PageContext;
    expect(ownerRedirect(input({ page }))).toEqual({
      redirect: '/config/?frameUrl=%2Fgallery.html%3Ftag%3Dred%26page%3D2',
    });
    const listed = { ...owner, websiteRoles: { a1: null } };
    expect(ownerRedirect(input({ page: listed }))).toEqual({
      redirect: '/config/?frameUrl=%2Fgallery.html%3Ftag%3Dred%26page%3D2',
    });
  });
});

describe('isLocalHost', () => {
  it('is case-insensitive and ignores a trailing dot', () => {
    expect(
      ['LOCALHOST', 'localhost.', 'App.LocalHost.', '127.0.0.1.', '::1', 'example.com'].map(
        isLocalHost,
      ),
    ).toEqual([true, true, true, true, true, false]);
    // Look-alikes: a longer address, a name ending in localhost, a dot too many.
    expect(['127.0.0.1.5', 'notlocalhost', 'localhost..', '[::1]x'].map(isLocalHost)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('the viewer-only rule agrees with @tessera/runtime holdsOnlyViewerRole', () => {
  it('for roles given as lists, single values, names, numbers and none', async () => {
    const { holdsOnlyViewerRole } = await import('@tessera/runtime');
    for (const roles of VIEWER_ROLE_CASES) {
      const page = { ...owner, websiteRoles: { a1: roles } };
      const skipped = ownerRedirect(input({ page })).skip === 'viewer-only';
      expect([roles, skipped]).toEqual([roles, holdsOnlyViewerRole(page)]);
    }
  });
});
