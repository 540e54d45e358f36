// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CAPTCHA_COMPACT_BELOW_PX,
  captchaProviders,
  captchaSize,
  createScriptCaptchaProvider,
  hcaptchaProvider,
  lazyCaptchaProvider,
  lazyCaptchaProviders,
  recaptchaProvider,
  turnstileProvider,
} from '../src';

type Globals = Window & Record<string, unknown>;

/** A fake of the explicit-render API reCAPTCHA, hCaptcha and Turnstile share. */
function fakeWidgetApi() {
  const calls: string[] = [];
  let parameters: Record<string, unknown> = {};
  return {
    calls,
    parameters: () => parameters,
    api: {
      render(container: HTMLElement, given: Record<string, unknown>) {
        calls.push('render');
        parameters = given;
        container.append(document.createElement('iframe'));
        return 7;
      },
      getResponse: (id: number) => (id === 7 ? 'provider-token' : undefined),
      reset: (id: number) => calls.push(`reset ${id}`),
      remove: (id: number) => calls.push(`remove ${id}`),
    },
  };
}

/** Answers the provider script: defines the global and calls the onload callback in its URL. */
function answerScript(globalName: string, api: unknown) {
  const script = document.head.querySelector<HTMLScriptElement>('script[src]');
  if (!script) throw new Error('no script was added');
  const onload = new URL(script.src).searchParams.get('onload') ?? '';
  (window as unknown as Globals)[globalName] = api;
  ((window as unknown as Globals)[onload] as () => void)();
  return script;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('captcha providers (spec 000 §4, 002 §7/§9)', () => {
  it('reCAPTCHA is the default, and hCaptcha and Turnstile fit the same interface', () => {
    expect(Object.keys(captchaProviders)).toEqual(['recaptcha', 'hcaptcha', 'turnstile']);
    expect(captchaProviders.recaptcha).toBe(recaptchaProvider);
    expect(captchaProviders.hcaptcha).toBe(hcaptchaProvider);
    expect(captchaProviders.turnstile).toBe(turnstileProvider);
  });

  it.each([
    ['recaptcha', 'grecaptcha', 'https://www.google.com/recaptcha/api.js'],
    ['hcaptcha', 'hcaptcha', 'https://js.hcaptcha.com/1/api.js'],
    ['turnstile', 'turnstile', 'https://challenges.cloudflare.com/turnstile/v0/api.js'],
  ])(
    '%s: loads its script once, renders with the site key and size, reads, resets, removes',
    async (name, globalName, url) => {
      const provider = captchaProviders[name]!;
      const fake = fakeWidgetApi();
      const container = document.createElement('div');
      document.body.append(container);
      const onSolved = vi.fn();
      const onExpired = vi.fn();
      const rendering = provider.render(container, {
        siteKey: 'site-key',
        size: 'compact',
        onSolved,
        onExpired,
      });
      const script = answerScript(globalName, fake.api);
      expect(script.src.startsWith(`${url}?`)).toBe(true);
      expect(new URL(script.src).searchParams.get('render')).toBe('explicit');
      const widget = await rendering;
      expect(fake.parameters()).toMatchObject({ sitekey: 'site-key', size: 'compact' });
      (fake.parameters().callback as (token: string) => void)('t');
      expect(onSolved).toHaveBeenCalledWith('t');
      (fake.parameters()['expired-callback'] as () => void)();
      expect(onExpired).toHaveBeenCalled();
      expect(widget.getResponse()).toBe('provider-token');
      widget.reset();
      widget.destroy();
      expect(fake.calls).toEqual(['render', 'reset 7', 'remove 7']);
      expect(container.children).toHaveLength(0);
      // A second widget on the page does not load the script again.
      const second = provider.render(document.createElement('div'), {
        siteKey: 'site-key',
        size: 'normal',
        onSolved,
        onExpired,
      });
      await second;
      expect(document.head.querySelectorAll('script')).toHaveLength(1);
      delete (window as unknown as Globals)[globalName];
    },
  );

  it('a script that fails to load rejects with a message naming it, and may be tried again', async () => {
    const provider = createScriptCaptchaProvider({
      name: 'broken',
      globalName: 'broken',
      scriptUrl: (onload) => `https://captcha.invalid/api.js?onload=${onload}`,
    });
    const rendering = provider.render(document.createElement('div'), {
      siteKey: 'k',
      size: 'normal',
      onSolved: () => {},
      onExpired: () => {},
    });
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(rendering).rejects.toThrow('https://captcha.invalid/api.js');
    // No global callback or dead script left behind.
    expect(Object.keys(window).filter((name) => name.startsWith('__tesseraCaptchaReady'))).toEqual(
      [],
    );
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    // A later render tries again with a fresh script.
    const retry = provider.render(document.createElement('div'), {
      siteKey: 'k',
      size: 'normal',
      onSolved: () => {},
      onExpired: () => {},
    });
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(retry).rejects.toThrow('captcha.invalid');
  });

  it('lazy providers import the provider code on first render, then render the same way', async () => {
    const lazy = lazyCaptchaProviders();
    expect(Object.keys(lazy)).toEqual(['recaptcha', 'hcaptcha', 'turnstile']);
    const fake = fakeWidgetApi();
    (window as unknown as Globals).turnstile = fake.api;
    const container = document.createElement('div');
    const rendering = lazy.turnstile!.render(container, {
      siteKey: 'k',
      size: 'normal',
      onSolved: () => {},
      onExpired: () => {},
    });
    // The script loads once per document: answer it if this is its first use here.
    await vi.waitFor(() => {
      const script = document.head.querySelector<HTMLScriptElement>('script[src*="turnstile"]');
      const onload = script ? new URL(script.src).searchParams.get('onload') : null;
      const ready = onload ? (window as unknown as Globals)[onload] : undefined;
      if (typeof ready === 'function') ready();
      expect(fake.calls).toContain('render');
    });
    const widget = await rendering;
    expect(widget.getResponse()).toBe('provider-token');
    expect(fake.parameters()).toMatchObject({ sitekey: 'k', size: 'normal' });
    delete (window as unknown as Globals).turnstile;
  });

  it('a lazy provider with a name the loaded module lacks rejects naming it', async () => {
    const provider = lazyCaptchaProvider('friendly-captcha', async () => ({}));
    await expect(
      provider.render(document.createElement('div'), {
        siteKey: 'k',
        size: 'normal',
        onSolved: () => {},
        onExpired: () => {},
      }),
    ).rejects.toThrow('No captcha provider named "friendly-captcha".');
  });

  it('compact below 320 px', () => {
    expect(CAPTCHA_COMPACT_BELOW_PX).toBe(320);
    expect(captchaSize(319.5)).toBe('compact');
    expect(captchaSize(320)).toBe('normal');
    expect(captchaSize(800)).toBe('normal');
    // Not laid out (hidden): the normal size rather than a guess.
    expect(captchaSize(0)).toBe('normal');
  });
});
