// @vitest-environment jsdom
import { describeBlockConformance } from '@tessera/runtime/testing';
import { beforeAll, expect, vi } from 'vitest';
import { installDialogShim } from '../../../tests/support/jsdom-dialog';

installDialogShim();
// The confirmation's dialog is in the lazily imported account-actions module, whose first
// transform took longer than waitFor's second on a loaded machine: warm it once here.
beforeAll(() => import('../src/account-actions'), 30_000);

// jsdom's address is http://localhost:3000/: localhost is exempt from the owner redirect, so
// the feature stays on the page and listens for the editing-frame keys.
describeBlockConformance({
  name: 'account',
  variant: 'logged-in owner on localhost',
  pageFeature: true,
  load: () => import('../src/account-feature'),
  markup: '<main><h1>Home</h1></main>',
  page: { authenticatedAccount: { id: 'a1', xsrfToken: 'tok' }, websiteRoles: { a1: [1] } },
  configAttribute: false,
});

describeBlockConformance({
  name: 'account',
  variant: 'logout confirmation',
  pageFeature: true,
  load: () => import('../src/account-feature'),
  markup: '<main><h1>Home</h1></main>',
  page: { logoutConfirmation: true },
  configAttribute: false,
  setup() {
    history.replaceState(null, '', '/?logout=true');
    return () => history.replaceState(null, '', '/');
  },
  initialized: () =>
    vi.waitFor(() =>
      expect(
        document.querySelector('tessera-overlays')?.shadowRoot?.querySelector('dialog h2')
          ?.textContent,
      ).toBe('Logout Successful'),
    ),
});
