// @vitest-environment jsdom
import { createEventBus, type TesseraEvents } from '@tessera/runtime';
import { getOverlayHost } from '@tessera/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '../src/constants';
import { createPopupOverlay, type PopupOverlayOptions } from '../src/popup/create-popup-overlay';
import type { PopupOverlayProps } from '../src/popup/popup-overlay';
import { POPUP_STORAGE_KEY } from '../src/popup/popup-record';

// The census goes through a chunk imported when it is sent: wait for it too.
const flush = async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

let now = Date.UTC(2026, 5, 1);
beforeEach(() => {
  now = Date.UTC(2026, 5, 1);
  document.body.innerHTML = `<template data-popup-overlay>
      <h2>Join us</h2>
      <div data-block="form" data-block-config='{"formId":"f1","newsletter":true}'><form data-form-state="idle"></form></div>
    </template>`;
});
afterEach(() => {
  document.body.innerHTML = '';
});

function setup(options: Partial<PopupOverlayOptions> = {}, storage = memoryStorage()) {
  let props: PopupOverlayProps | undefined;
  const unmount = vi.fn();
  const container = document.createElement('div');
  const mount = vi.fn((given: PopupOverlayProps) => {
    props = given;
    container.append(given.content.cloneNode(true));
    document.body.append(container);
    given.onContent?.(container);
    return unmount;
  });
  const post = vi.fn(() => Promise.resolve({}));
  const activateForm = vi.fn(() => undefined);
  const events = createEventBus<TesseraEvents>();
  const popup = createPopupOverlay({
    settings: { version: 2, displayFrequency: 3, showUntilSignup: true },
    document,
    storage,
    now: () => now,
    api: { post } as never,
    readCookie: (name) => (name === 'ss_cvr' ? 'v|1|1|1|1' : undefined),
    loadView: () => Promise.resolve(mount),
    activateForm,
    events,
    ...options,
  });
  return {
    popup,
    mount,
    unmount,
    post,
    storage,
    container,
    activateForm,
    events,
    props: () => props!,
  };
}

describe('createPopupOverlay', () => {
  it('shows with no record, activates the form block inside and sends a render census event', async () => {
    const { popup, mount, post, activateForm, container } = setup();
    expect(popup.shown).toBe(true);
    await flush();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(activateForm).toHaveBeenCalledWith(container.querySelector('[data-block="form"]'));
    expect(post).toHaveBeenCalledWith(
      '/api/census/overlay',
      // The record the tracking gate has just written (issue 16), not a cookie read before it.
      {
        event: 'render',
        version: 2,
        style: 'default',
        visitorCookie: expect.stringMatching(/^[0-9a-f]{32}(\|\d+){3}\|1$/),
      },
      expect.objectContaining({ body: 'form', timeoutMs: 2500, keepalive: true }),
    );
    popup.destroy();
  });

  it('sends no census under a restrictive policy before acceptance (the tracking gate, issue 16)', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" id="tessera-context">{"cookieSettings":{"isRestrictiveCookiePolicyEnabled":true}}</script>',
    );
    const { popup, post, mount } = setup();
    await flush();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalled();
    popup.destroy();
  });

  it('a close writes the record; the schedule brings it back displayFrequency days later', async () => {
    const first = setup();
    await flush();
    first.props().onClosed();
    expect(first.unmount).toHaveBeenCalled();
    expect(JSON.parse(first.storage.map.get(POPUP_STORAGE_KEY)!)).toEqual({
      'date-closed': now,
      version: 2,
      submitted: false,
    });
    await flush();
    expect(first.post).toHaveBeenLastCalledWith(
      '/api/census/overlay',
      expect.objectContaining({ event: 'close' }),
      expect.anything(),
    );
    first.popup.destroy();

    now += 3 * DAY_MS - 1;
    expect(setup({}, first.storage).popup.shown).toBe(false);
    now += 1;
    expect(setup({}, first.storage).popup.shown).toBe(true);
  });

  it("a sign-up (the forms block's newsletter-subscribe on the bus) is recorded and, with showUntilSignup, ends it for good", async () => {
    const first = setup();
    await flush();
    // Another form's sign-up is not the popup's.
    first.events.emit('newsletter-subscribe', { formId: 'footer' });
    expect(first.storage.map.size).toBe(0);
    first.events.emit('newsletter-subscribe', { formId: 'f1' });
    expect(JSON.parse(first.storage.map.get(POPUP_STORAGE_KEY)!)).toMatchObject({
      submitted: true,
      version: 2,
    });
    await flush();
    expect(first.post).toHaveBeenLastCalledWith(
      '/api/census/overlay',
      expect.objectContaining({ event: 'submit' }),
      expect.anything(),
    );
    // Counted once: a second event of the same form sends nothing more.
    const posts = first.post.mock.calls.length;
    first.events.emit('newsletter-subscribe', { formId: 'f1' });
    expect(first.post).toHaveBeenCalledTimes(posts);
    first.props().onClosed();
    expect(JSON.parse(first.storage.map.get(POPUP_STORAGE_KEY)!)).toMatchObject({
      submitted: true,
    });
    first.popup.destroy();
    now += 1000 * DAY_MS;
    expect(setup({}, first.storage).popup.shown).toBe(false);
    // A new version shows again.
    expect(
      setup({ settings: { version: 3, showUntilSignup: true } }, first.storage).popup.shown,
    ).toBe(true);
  });

  it('a failed census call is swallowed: no error, no warning, no unhandled rejection (spec 000 §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const post = vi.fn(
      (_path: string, _body: unknown, options: { onFailure?(error: Error): void }) => {
        options.onFailure?.(new Error('offline'));
        return Promise.reject(new Error('offline'));
      },
    );
    try {
      const { popup, mount } = setup({ api: { post } as never });
      await flush();
      await flush();
      expect(post).toHaveBeenCalledTimes(1);
      expect(mount).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
      popup.destroy();
    } finally {
      process.off('unhandledRejection', unhandled);
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it('no census events while tracking is not allowed', async () => {
    const { post, popup } = setup({ trackingAllowed: () => false });
    await flush();
    expect(post).not.toHaveBeenCalled();
    popup.destroy();
  });

  it('not on phones when enableMobile is off', () => {
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { value: 400, configurable: true });
    try {
      expect(setup({ settings: { enableMobile: false } }).popup.shown).toBe(false);
      expect(setup({ settings: { enableMobile: true } }).popup.shown).toBe(true);
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    }
  });

  it('without its template it warns and shows nothing', async () => {
    document.body.innerHTML = '';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { popup, mount } = setup();
    await flush();
    expect(popup.shown).toBe(false);
    expect(mount).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      '[tessera] popup overlay: no <template data-popup-overlay> on the page and no formId in its settings',
    );
    warn.mockRestore();
  });

  it('without a template, builds the newsletter form from the settings (formId, title, texts)', async () => {
    document.body.innerHTML = '';
    const { popup, container, activateForm } = setup({
      settings: {
        formId: 'newsletter',
        title: 'Letters',
        body: 'Monthly.',
        submitButtonText: 'Subscribe',
        successMessage: 'Thanks!',
      },
    });
    await flush();
    expect(popup.shown).toBe(true);
    expect(container.querySelector('h2')!.textContent).toBe('Letters');
    const block = container.querySelector<HTMLElement>('[data-block="form"]')!;
    expect(JSON.parse(block.dataset.blockConfig!)).toEqual({
      formId: 'newsletter',
      newsletter: true,
      isOverlayForm: true,
    });
    expect(block.querySelector('[data-field-id="email"] input[type="email"]')).not.toBeNull();
    expect(block.querySelector('button[type="submit"]')!.textContent).toBe('Subscribe');
    expect(block.querySelector('template')!.content.textContent).toBe('Thanks!');
    expect(activateForm).toHaveBeenCalledWith(block);
    popup.destroy();
  });

  it('waits delaySeconds before showing, and not on pages outside showOnPages', async () => {
    vi.useFakeTimers();
    const { popup, mount } = setup({ settings: { delaySeconds: 5 } });
    await vi.advanceTimersByTimeAsync(4999);
    expect(mount).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(mount).toHaveBeenCalledTimes(1);
    popup.destroy();
    const cancelled = setup({ settings: { delaySeconds: 5 } });
    cancelled.popup.destroy();
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
    expect(setup({ settings: { showOnPages: ['elsewhere.html'] } }).popup.shown).toBe(false);
  });

  it('destroy before the view loads mounts nothing; after, it unmounts and stops watching', async () => {
    const early = setup();
    early.popup.destroy();
    await flush();
    expect(early.mount).not.toHaveBeenCalled();
    const late = setup();
    await flush();
    late.popup.destroy();
    expect(late.unmount).toHaveBeenCalled();
    late.events.emit('newsletter-subscribe', { formId: 'f1' });
    expect(late.storage.map.size).toBe(0);
  });

  it('waits while another modal of the overlay kit is open, then shows and counts as shown', async () => {
    vi.useFakeTimers();
    // The cart drawer (a Modal: a <dialog open> in the overlay host), opened before the delay.
    const drawer = document.createElement('dialog');
    drawer.setAttribute('open', '');
    getOverlayHost().container.append(drawer);
    const { popup, mount, post, storage } = setup({ settings: { delaySeconds: 5 } });
    expect(popup.shown).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(mount).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
    expect(storage.map.size).toBe(0);
    // The drawer's hide ends (`open` goes): the popup shows now, and only now sends its render.
    drawer.removeAttribute('open');
    await vi.advanceTimersByTimeAsync(0);
    expect(mount).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    await flush();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      '/api/census/overlay',
      expect.objectContaining({ event: 'render' }),
      expect.anything(),
    );
    popup.destroy();
  });

  it('destroyed while waiting for another modal, it never shows', async () => {
    const lightbox = document.createElement('dialog');
    lightbox.setAttribute('open', '');
    getOverlayHost().container.append(lightbox);
    const { popup, mount, post } = setup();
    await flush();
    expect(mount).not.toHaveBeenCalled();
    popup.destroy();
    lightbox.remove();
    await flush();
    expect(mount).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
  });
});
