// @vitest-environment jsdom
/**
 * The consent React surface under React 19 (unit project) and 18 (react18 project): the banner
 * the controller shows, useConsent's state and commands, <ConsentGate>, one controller shared
 * with the script tag's bus, and no call nor warning the app did not ask for.
 */
import { createEventBus, type TesseraEvents } from '@tessera/runtime';
import { getOverlayHost } from '@tessera/ui';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_EVENTS } from '../../src/index';
import { appSettings, ConsentApp } from './consent-app';

let fetchSpy: ReturnType<typeof vi.fn>;
let warn: ReturnType<typeof vi.spyOn>;

function wipeCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  wipeCookies();
  fetchSpy = vi.fn(() => Promise.resolve(new Response('{}', { status: 200 })));
  vi.stubGlobal('fetch', fetchSpy);
  warn = vi.spyOn(console, 'warn');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (globalThis as { Tessera?: unknown }).Tessera;
});

const banner = () =>
  getOverlayHost(document).root.querySelector<HTMLElement>('[data-part="cookie-banner"]');

async function bannerButton(part: 'accept' | 'decline') {
  await waitFor(() => expect(banner()).not.toBeNull());
  return banner()!.querySelector<HTMLButtonElement>(`[data-part="${part}"]`)!;
}

describe('<CookieBanner>, useConsent and <ConsentGate>', () => {
  it('shows the banner; Accept stores the choice and the gated child appears', async () => {
    render(<ConsentApp settings={appSettings} />);
    expect(screen.getByTestId('decision').textContent).toEqual('none');
    expect(screen.queryByTitle('Map')).toBeNull();
    expect(screen.getByText('The map needs functional cookies.')).not.toBeNull();
    const accept = await bannerButton('accept');
    expect(accept.textContent).toEqual('Accept');
    await act(async () => accept.click());
    expect(document.cookie).toContain('ss_cookieAllowed=true');
    expect(screen.getByTestId('decision').textContent).toEqual('accepted');
    expect(screen.getByTitle('Map').localName).toEqual('iframe');
    expect(banner()).toBeNull();
  });

  it('Decline keeps the gated child out; reopening shows the banner again', async () => {
    render(<ConsentApp settings={appSettings} />);
    await act(async () => (await bannerButton('decline')).click());
    expect(screen.getByTestId('decision').textContent).toEqual('declined');
    expect(screen.queryByTitle('Map')).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'Cookie settings' }).click());
    expect((await bannerButton('accept')).textContent).toEqual('Accept');
  });

  it('reads a choice stored before it mounted, and shows no banner then', async () => {
    document.cookie = 'ss_cookieAllowed=true; path=/';
    render(<ConsentApp settings={appSettings} />);
    expect(screen.getByTestId('decision').textContent).toEqual('accepted');
    expect(screen.getByTitle('Map').localName).toEqual('iframe');
    await act(async () => {});
    expect(banner()).toBeNull();
  });
});

describe('nothing the app did not ask for', () => {
  it('sends no consent record without an endpoint, and warns of nothing', async () => {
    render(<ConsentApp settings={appSettings} />);
    await act(async () => (await bannerButton('accept')).click());
    expect(fetchSpy.mock.calls).toEqual([]);
    expect(warn.mock.calls).toEqual([]);
  });

  it('records the choice at the configured Tessera server', async () => {
    render(<ConsentApp settings={appSettings} endpoint={{ tessera: 'https://site.example' }} />);
    await act(async () => (await bannerButton('accept')).click());
    await waitFor(() => expect(fetchSpy.mock.calls.length).toEqual(1));
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(String(url).replace(/\?.*$/, '')).toEqual('https://site.example/api/consent/record');
    const body = new URLSearchParams(String(init.body));
    expect([body.get('decision'), body.get('source'), body.get('purposes')]).toEqual([
      'accepted',
      'banner',
      'necessary,functional,analytics,marketing',
    ]);
  });
});

describe('one controller per page, shared with the script tag', () => {
  it('leaves the page to the script tag’s controller and sends commands on its bus', async () => {
    const bus = createEventBus<TesseraEvents>();
    const commands: string[] = [];
    bus.on(CONSENT_EVENTS.open, () => commands.push('open'));
    (globalThis as { Tessera?: unknown }).Tessera = { events: bus };
    render(<ConsentApp settings={appSettings} />);
    await act(async () => {});
    expect(banner()).toBeNull();
    expect(warn.mock.calls).toEqual([
      [
        '[tessera] <CookieBanner>: the page runs the script tag, whose consent controller serves useConsent; this one stays off.',
      ],
    ]);
    // The script's controller stores the choice and raises the change; useConsent follows.
    document.cookie = 'ss_cookieAllowed=true; path=/';
    await act(async () =>
      bus.emit(CONSENT_EVENTS.change, {
        decision: 'accepted',
        purposes: 'all',
        source: 'banner',
        trackingAllowed: true,
      }),
    );
    expect(screen.getByTitle('Map').localName).toEqual('iframe');
    await act(async () => screen.getByRole('button', { name: 'Cookie settings' }).click());
    expect(commands).toEqual(['open']);
  });
});
