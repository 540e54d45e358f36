// @vitest-environment jsdom
import { getOverlayHost } from '@tessera/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountCookieBanner } from '../src/banner/mount-cookie-banner';
import { normalizeCookieSettings } from '../src/cookie-settings';
import { sanitizeRichText } from '../src/sanitize-rich-text';

const unmounts: (() => void)[] = [];
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
});

function show(raw: Record<string, unknown>, focus = false) {
  const handlers = { onAccept: vi.fn(), onDecline: vi.fn() };
  unmounts.push(
    mountCookieBanner(normalizeCookieSettings({ isCookieBannerEnabled: true, ...raw }), handlers, {
      focus,
    }),
  );
  const root = getOverlayHost(document).root;
  const banner = root.querySelector<HTMLElement>('[data-part="cookie-banner"]')!;
  return { handlers, root, banner, buttons: Array.from(banner.querySelectorAll('button')) };
}

describe('CookieBanner', () => {
  it('is a labelled, non-modal region with the spec default text and an ICON accept', () => {
    const { banner, buttons } = show({});
    expect(banner.localName).toBe('section');
    expect(banner.getAttribute('aria-label')).toBe('Cookie banner');
    expect(banner.getAttribute('aria-modal')).toBeNull();
    expect(banner.dataset).toMatchObject({
      theme: 'dark',
      variant: 'bar',
      position: 'bottom',
      cta: 'icon',
    });
    expect(banner.textContent).toContain('By using this website, you agree to our use of cookies.');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.getAttribute('aria-label')).toBe('Accept');
    expect(buttons[0]!.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('OPT_IN_AND_OUT adds Decline before Accept; each calls its handler', () => {
    const { buttons, handlers } = show({
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerCtaVariant: 'BUTTON',
    });
    expect(buttons.map((button) => button.textContent)).toEqual(['Decline', 'Accept']);
    buttons[0]!.click();
    expect(handlers.onDecline).toHaveBeenCalledTimes(1);
    buttons[1]!.click();
    expect(handlers.onAccept).toHaveBeenCalledTimes(1);
  });

  it('a Preferences button comes first when the dialog can open, with the site text when given', () => {
    const onPreferences = vi.fn();
    const settings = {
      ...normalizeCookieSettings({
        isCookieBannerEnabled: true,
        cookieBannerAcceptType: 'OPT_IN_AND_OUT',
        cookieBannerCtaVariant: 'ICON',
      }),
      messages: { preferencesCta: ' Choose ' },
    };
    unmounts.push(
      mountCookieBanner(
        settings,
        { onAccept: vi.fn(), onDecline: vi.fn(), onPreferences },
        {
          focus: false,
        },
      ),
    );
    const banner = getOverlayHost(document).root.querySelector('[data-part="cookie-banner"]')!;
    const parts = Array.from(banner.querySelectorAll('button')).map((button) => [
      button.dataset.part,
      button.textContent || button.getAttribute('aria-label'),
    ]);
    expect(parts).toEqual([
      ['preferences', 'Choose'],
      ['decline', 'Decline'],
      ['accept', 'Accept'],
    ]);
    banner.querySelector<HTMLElement>('[data-part="preferences"]')!.click();
    expect(onPreferences).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      {
        cookieBannerCtaVariant: 'TEXT',
        cookieBannerCtaText: 'OK',
        cookieBannerOptOutCtaText: 'No thanks',
      },
      'text',
      ['No thanks', 'OK'],
    ],
    [
      {
        cookieBannerCtaVariant: 'ICON',
        cookieBannerCtaText: 'OK',
        cookieBannerOptOutCtaText: 'No thanks',
      },
      'icon',
      ['', ''],
    ],
  ])('CTA variant %j', (raw, cta, texts) => {
    const { banner, buttons } = show({ ...raw, cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
    expect(banner.dataset.cta).toBe(cta);
    expect(buttons.map((button) => button.textContent)).toEqual(texts);
    expect(
      buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['No thanks', 'OK']);
  });

  it('takes the theme, the variant and the mapped position', () => {
    const { banner } = show({
      cookieBannerTheme: 'LIGHT',
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'TOP',
    });
    expect(banner.dataset).toMatchObject({
      theme: 'light',
      variant: 'popup',
      position: 'top_left',
    });
  });

  it('moves focus to the first button only when reopened', () => {
    const first = show({});
    expect(first.root.activeElement).toBeNull();
    first.buttons[0]!.blur();
    unmounts.pop()!();
    const reopened = show({}, true);
    expect(reopened.root.activeElement).toBe(reopened.buttons[0]);
  });

  it('renders the site rich text, sanitised', () => {
    const { banner } = show({
      cookieBannerText:
        '<p>We use <a href="/privacy">cookies</a>.<script>alert(1)</script><img src=x onerror="alert(1)"></p>',
    });
    const text = banner.querySelector('[data-part="text"]')!;
    expect(text.innerHTML).toBe('<p>We use <a href="/privacy">cookies</a>.</p>');
  });

  it('adds its stylesheet once and removes its element on unmount', () => {
    show({});
    show({ cookieBannerTheme: 'LIGHT' });
    const root = getOverlayHost(document).root;
    expect(root.querySelectorAll('[data-overlay="cookie-banner"]')).toHaveLength(2);
    for (const unmount of unmounts.splice(0)) unmount();
    expect(root.querySelectorAll('[data-overlay="cookie-banner"]')).toHaveLength(0);
  });
});

describe('sanitizeRichText', () => {
  it.each([
    [
      '<p>Plain <strong>bold</strong> <em>em</em></p>',
      '<p>Plain <strong>bold</strong> <em>em</em></p>',
    ],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    [
      '<a href="https://example.com" target="_blank" onclick="x()">x</a>',
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['<div><h1>Title</h1></div>', 'Title'],
    ['<style>p{}</style><iframe src="x"></iframe>text', 'text'],
    ['<p style="color:red" class="x">t</p>', '<p>t</p>'],
    ['<!-- c --><p>t</p>', '<p>t</p>'],
  ])('%j -> %j', (input, output) => {
    expect(sanitizeRichText(input, document)).toBe(output);
  });
});
