// @vitest-environment jsdom
import type { Api } from '@tessera/runtime';
import { dialogPartStyles, getOverlayHost } from '@tessera/ui';
import { describe, expect, it } from 'vitest';
import { installDialogShim } from '../../../tests/support/jsdom-dialog';
import { loginDialogStyles } from '../src/login-dialog';
import { showLoginDialog } from '../src/show-login-dialog';

installDialogShim();

describe('showLoginDialog', () => {
  it("adopts the kit dialogs' button styles beside its own, and aborting removes it", async () => {
    const signal = new AbortController();
    // The dialog calls the data layer only on submit, which this test does not reach.
    const shown = showLoginDialog({} as Api, { signal: signal.signal });
    const { root } = getOverlayHost();
    // Without constructable sheets (jsdom) each sheet is a <style data-key>.
    const sheet = (key: string) => root.querySelector(`style[data-key="${key}"]`)?.textContent;
    expect(sheet('dialog-parts')).toBe(dialogPartStyles);
    expect(sheet('login-dialog')).toBe(loginDialogStyles);
    expect([...root.querySelectorAll('dialog .actions .button')].length).toBe(2);
    signal.abort();
    expect(await shown).toBeUndefined();
    expect(root.querySelector('dialog')).toBeNull();
  });
});
