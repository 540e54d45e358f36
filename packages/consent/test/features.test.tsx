// @vitest-environment jsdom
import {
  type BlockContext,
  createEventBus,
  expireCookie,
  type TesseraEvents,
} from '@tessera/runtime';
import { getOverlayHost } from '@tessera/ui';
import { act, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CookieBanner } from '../src/banner/cookie-banner';
import { init as initBanner } from '../src/banner-feature';
import { normalizeCookieSettings } from '../src/cookie-settings';
import { init as initPopup } from '../src/popup-feature';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
// jsdom has no modal dialogs: enough of one for the overlay kit's Modal (Chromium tests cover the rest).
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

function context(page: BlockContext['page']): BlockContext {
  return {
    name: 'cookie-banner',
    page,
    api: { post: vi.fn(() => Promise.resolve({})) } as unknown as BlockContext['api'],
    events: createEventBus<TesseraEvents>(),
  };
}

const bannerIn = () => getOverlayHost(document).root.querySelector('[data-part="cookie-banner"]');

afterEach(() => {
  expireCookie('ss_cookieAllowed');
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('the page features', () => {
  it('banner-feature mounts the real banner lazily and destroy removes it and every listener', async () => {
    const ctx = context({ cookieSettings: { isCookieBannerEnabled: true } });
    document.body.innerHTML = '<a href="#cookies" data-consent-open>Cookie settings</a>';
    const add = vi.spyOn(document, 'addEventListener');
    const destroy = initBanner(document.body, ctx);
    await vi.waitFor(() => expect(bannerIn()).not.toBeNull());
    destroy();
    expect(bannerIn()).toBeNull();
    // Ours only (React adds and keeps its own delegated listeners on the document): one click
    // listener, on an abort signal that destroy aborts.
    const ours = add.mock.calls.filter(([type]) => type === 'click');
    expect(ours).toHaveLength(1);
    expect((ours[0]![2] as AddEventListenerOptions).signal?.aborted).toBe(true);
    // A "Cookie settings" click is no longer answered.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    // The bus has no handler of ours left: a force does nothing.
    ctx.events.emit('cookie-banner:force', undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(bannerIn()).toBeNull();
    add.mockRestore();
  });

  it('popup-feature shows the dialog built from the settings and destroy removes it', async () => {
    const ctx = context({
      websiteSettings: {
        popupOverlaySettings: { formId: 'newsletter', title: 'Letters', version: 1 },
      },
    });
    const destroy = initPopup(document.body, { ...ctx, name: 'popup-overlay' });
    await vi.waitFor(() =>
      expect(getOverlayHost(document).root.querySelector('dialog h2')?.textContent).toBe('Letters'),
    );
    destroy();
    expect(getOverlayHost(document).root.querySelector('dialog')).toBeNull();
  });

  it('popup-feature loaded for a logged-in account without popup settings shows nothing, calls nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ctx = context({ authenticatedAccount: { id: 'owner' } });
    const destroy = initPopup(document.body, { ...ctx, name: 'popup-overlay' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getOverlayHost(document).root.querySelector('dialog')).toBeNull();
    expect(ctx.api.post).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    destroy();
    warn.mockRestore();
  });
});

describe('CookieBanner under StrictMode (double mount)', () => {
  it('renders one region and each click calls its handler once', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const onAccept = vi.fn();
    const onDecline = vi.fn();
    const root = createRoot(element);
    await act(async () =>
      root.render(
        <StrictMode>
          <CookieBanner
            settings={normalizeCookieSettings({ cookieBannerAcceptType: 'OPT_IN_AND_OUT' })}
            onAccept={onAccept}
            onDecline={onDecline}
            focus
          />
        </StrictMode>,
      ),
    );
    expect(element.querySelectorAll('section')).toHaveLength(1);
    expect(document.activeElement).toBe(element.querySelector('[data-part="decline"]'));
    element.querySelector<HTMLButtonElement>('[data-part="accept"]')!.click();
    element.querySelector<HTMLButtonElement>('[data-part="decline"]')!.click();
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onDecline).toHaveBeenCalledTimes(1);
    await act(async () => root.unmount());
  });
});
