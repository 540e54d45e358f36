// @vitest-environment jsdom
import { createEventBus, type EventBus, type TesseraEvents } from '@tessera/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_PLAY_EVENT } from '../src/media-playback';
import { init as initBlock } from '../src/video-block';

const YT = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';
const RESTRICTIVE = { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } };

/** Lets the lazy player chunk and promise chains settle (real timers). */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

function block(config: object, inner = `<a href="${YT}">Watch on YouTube</a>`): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-block', 'video');
  element.setAttribute('data-block-config', JSON.stringify(config));
  element.innerHTML = inner;
  document.body.append(element);
  return element;
}

/** Every block a test starts is destroyed after it (their document listeners would answer the
 * next test's plays). */
const started: (() => void)[] = [];
function init(...args: Parameters<typeof initBlock>): () => void {
  const destroy = initBlock(...args);
  started.push(destroy);
  return destroy;
}
afterEach(() => {
  for (const destroy of started.splice(0)) destroy();
});

const part = (element: HTMLElement, name: string) =>
  element.querySelector<HTMLElement>(`[data-part="${name}"]`);

/** Clicks play, lets the player mount, and ends the 1 s fade. */
async function play(element: HTMLElement): Promise<HTMLIFrameElement> {
  part(element, 'video-play')!.click();
  // The first play imports the player's chunk (a module transform in the test runner).
  await vi.waitFor(() => expect(element.getAttribute('data-video-state')).toBe('player'));
  return part(element, 'video-player') as HTMLIFrameElement;
}

/** The postMessage commands a player's window receives. */
function commands(frame: HTMLIFrameElement): string[][] {
  const seen: string[][] = [];
  vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(((
    message: string,
    origin: string,
  ) => {
    seen.push([message, origin]);
  }) as Window['postMessage']);
  return seen;
}

describe('video block: the facade (spec 001 §4 "Video")', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    document.cookie = 'ss_cookieAllowed=; max-age=0';
    // About the block, not the wait for a choice: the site opts out of waiting (waitForConsent
    // false), so without a restrictive policy the third party loads at once (the spec's rule).
    document.head.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" id="tessera-consent">{"waitForConsent":false}</script>',
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the provider’s thumbnail and a real play button named after the video; no player yet', () => {
    const element = block({ url: YT, title: 'Printing' });
    const destroy = init(element, {});
    const button = part(element, 'video-play') as HTMLButtonElement;
    expect([button.localName, button.type, button.getAttribute('aria-label')]).toEqual([
      'button',
      'button',
      'Play video: Printing',
    ]);
    expect(part(element, 'video-thumbnail')!.getAttribute('src')).toBe(
      'https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg',
    );
    expect(part(element, 'video-note')!.hidden).toBe(true);
    expect(part(element, 'video-player')).toBeNull();
    // The server's fallback link is hidden behind the facade, and back on destroy.
    expect(element.querySelector('a')!.hidden).toBe(true);
    expect(element.style.aspectRatio).toBe('100 / 56.3');
    destroy();
    expect(element.querySelector('a')!.hidden).toBe(false);
    expect(element.innerHTML).toBe(`<a href="${YT}">Watch on YouTube</a>`);
    expect(element.getAttribute('style')).toBeNull();
  });

  it('the owner’s featured image wins over the provider’s thumbnail', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const element = block({ url: 'https://vimeo.com/76979871', thumbnail: '/images/orchard.svg' });
    init(element, {});
    expect(part(element, 'video-thumbnail')!.getAttribute('src')).toBe('/images/orchard.svg');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('Vimeo’s thumbnail comes from its oEmbed answer', async () => {
    const fetchSpy = vi.fn(async () => ({
      ok: true,
      json: async () => ({ thumbnail_url: 'https://i.vimeocdn.com/video/1.jpg' }),
    }));
    vi.stubGlobal('fetch', fetchSpy);
    const element = block({ url: 'https://vimeo.com/76979871' });
    init(element, {});
    // The lookup comes with the player's chunk (imported for Vimeo and Wistia thumbnails).
    await vi.waitFor(() =>
      expect(part(element, 'video-thumbnail')!.getAttribute('src')).not.toBeNull(),
    );
    expect(fetchSpy.mock.calls).toEqual([
      ['https://vimeo.com/api/oembed.json?url=https%3A%2F%2Fvimeo.com%2F76979871'],
    ]);
    expect(part(element, 'video-thumbnail')!.getAttribute('src')).toBe(
      'https://i.vimeocdn.com/video/1.jpg',
    );
  });

  it('one click loads the no-cookie player, sets the loaded flag on load, and fades in 1 s', async () => {
    const element = block({ url: YT, title: 'Printing' });
    init(element, {});
    const frame = await play(element);
    expect(frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&enablejsapi=1&playsinline=1&rel=0',
    );
    expect(frame.title).toBe('Printing');
    expect(frame.getAttribute('allow')).toBe(
      'autoplay; encrypted-media; fullscreen; picture-in-picture',
    );
    expect(frame.hasAttribute('allowfullscreen')).toBe(false);
    expect(element.getAttribute('data-video-state')).toBe('player');
    const facade = part(element, 'video-facade')!;
    expect([facade.style.opacity, facade.style.transition, facade.style.display]).toEqual([
      '0',
      'opacity 1000ms',
      'grid',
    ]);
    expect(element.hasAttribute('data-video-loaded')).toBe(false);
    frame.dispatchEvent(new Event('load'));
    expect(element.hasAttribute('data-video-loaded')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1010));
    expect(facade.style.display).toBe('none');
    expect(document.activeElement).toBe(frame);
  });

  it('only one video plays: another’s play returns this one to its facade and pauses it', async () => {
    const first = block({ url: YT });
    const second = block({ url: 'https://vimeo.com/76979871', thumbnail: '/t.jpg' });
    init(first, {});
    init(second, {});
    const firstFrame = await play(first);
    const sent = commands(firstFrame);
    const secondFrame = await play(second);
    expect(sent).toEqual([
      ['{"event":"command","func":"pauseVideo","args":[]}', 'https://www.youtube-nocookie.com'],
    ]);
    expect(first.getAttribute('data-video-state')).toBe('facade');
    expect(part(first, 'video-facade')!.style.opacity).toBe('1');
    // Playing the first again sends play (no reload) and pauses the second.
    const secondSent = commands(secondFrame);
    await play(first);
    expect(part(first, 'video-player')).toBe(firstFrame);
    expect(sent.at(-1)).toEqual([
      '{"event":"command","func":"playVideo","args":[]}',
      'https://www.youtube-nocookie.com',
    ]);
    expect(secondSent).toEqual([['{"method":"pause"}', 'https://player.vimeo.com']]);
  });

  it('a provider without commands is unloaded to stop it', async () => {
    const first = block({ url: 'https://fast.wistia.net/embed/iframe/e4a27b971d' });
    const second = block({ url: YT });
    init(first, {});
    init(second, {});
    await play(first);
    expect(part(first, 'video-player')).not.toBeNull();
    await play(second);
    expect(part(first, 'video-player')).toBeNull();
    expect(first.hasAttribute('data-video-loaded')).toBe(false);
  });

  it('pauses when its slide becomes inert (a gallery slide left), and refuses play while inactive', async () => {
    document.body.innerHTML = '<figure data-slide></figure>';
    const slide = document.querySelector('figure')!;
    const element = block({ url: YT });
    slide.append(element);
    init(element, {});
    const frame = await play(element);
    const sent = commands(frame);
    slide.setAttribute('inert', '');
    await settle();
    expect(sent).toEqual([
      ['{"event":"command","func":"pauseVideo","args":[]}', 'https://www.youtube-nocookie.com'],
    ]);
    expect(element.getAttribute('data-video-state')).toBe('facade');
    slide.removeAttribute('inert');
    slide.setAttribute('data-inactive', '');
    part(element, 'video-play')!.click();
    await settle();
    expect(element.getAttribute('data-video-state')).toBe('facade');
    expect(sent).toHaveLength(1);
  });

  it('announces its play on the document', async () => {
    const element = block({ url: YT });
    init(element, {});
    const heard: unknown[] = [];
    document.addEventListener(MEDIA_PLAY_EVENT, (event) =>
      heard.push((event as CustomEvent).detail),
    );
    await play(element);
    expect(heard).toEqual([element]);
  });

  it('a changed mode reloads a loaded player (spec 001 §4)', async () => {
    const element = block({ url: YT, mode: 'fit' });
    init(element, {});
    const before = await play(element);
    element.setAttribute('data-block-config', JSON.stringify({ url: YT, mode: 'fill' }));
    await settle();
    const after = part(element, 'video-player');
    expect(after).not.toBe(before);
    expect(before.isConnected).toBe(false);
    expect(after!.getAttribute('src')).toBe(before.getAttribute('src'));
    // The same mode again changes nothing.
    element.setAttribute(
      'data-block-config',
      JSON.stringify({ url: YT, mode: 'fill', title: 'x' }),
    );
    await settle();
    expect(part(element, 'video-player')).toBe(after);
  });
});

describe('video block: the consent placeholder', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    document.cookie = 'ss_cookieAllowed=; max-age=0';
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('under a restrictive policy requests nothing from the provider, and says what play does', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const youtube = block({ url: YT, title: 'Printing' });
    const vimeo = block({ url: 'https://vimeo.com/76979871' });
    const events = createEventBus<TesseraEvents>();
    init(youtube, { page: RESTRICTIVE, events });
    init(vimeo, { page: RESTRICTIVE, events });
    expect(part(youtube, 'video-thumbnail')!.hasAttribute('src')).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(part(youtube, 'video-play')!.getAttribute('aria-label')).toBe(
      'Accept cookies and play video: Printing',
    );
    const note = part(youtube, 'video-note')!;
    expect([note.hidden, note.textContent]).toEqual([
      false,
      'Playing loads YouTube, which sets cookies. Pressing play accepts cookies.',
    ]);
    expect(part(vimeo, 'video-note')!.textContent).toBe(
      'Playing loads Vimeo, which sets cookies. Pressing play accepts cookies.',
    );
  });

  it('“accept cookies and play” records the acceptance on the bus and plays', async () => {
    const events: EventBus<TesseraEvents> = createEventBus<TesseraEvents>();
    const decisions: unknown[] = [];
    events.on('consent:decide', (decision) => decisions.push(decision));
    const element = block({ url: YT });
    init(element, { page: RESTRICTIVE, events });
    const frame = await play(element);
    expect(decisions).toEqual(['accepted']);
    expect(frame.getAttribute('src')).toContain('https://www.youtube-nocookie.com/embed/');
    expect(part(element, 'video-play')!.getAttribute('aria-label')).toBe(
      'Play video: Untitled video',
    );
  });

  it('consent given elsewhere (the banner) lifts the gate: thumbnail, plain play; still no player', async () => {
    const events = createEventBus<TesseraEvents>();
    const element = block({ url: YT });
    init(element, { page: RESTRICTIVE, events });
    document.cookie = 'ss_cookieAllowed=true';
    events.emit('consent:change', {
      decision: 'accepted',
      source: 'banner',
      trackingAllowed: true,
    });
    await settle();
    expect(part(element, 'video-thumbnail')!.getAttribute('src')).toBe(
      'https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg',
    );
    expect(part(element, 'video-note')!.hidden).toBe(true);
    expect(part(element, 'video-player')).toBeNull();
  });

  it('with the consent cookie set, nothing is gated', () => {
    document.cookie = 'ss_cookieAllowed=true';
    const element = block({ url: YT });
    init(element, { page: RESTRICTIVE, events: createEventBus<TesseraEvents>() });
    expect(part(element, 'video-note')!.hidden).toBe(true);
  });
});

describe('video block: messages', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows "Invalid video embed." for an embed with no iframe or object', () => {
    const element = block({ html: '<p>nothing</p>' });
    const destroy = init(element, {});
    expect(part(element, 'video-error')!.textContent).toBe('Invalid video embed.');
    expect(part(element, 'video-play')).toBeNull();
    destroy();
    expect(part(element, 'video-error')).toBeNull();
  });

  it('warns with the spec’s words about a featured image on a non-embedded video', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = block({ thumbnail: '/t.jpg' }, '<video src="/film.mp4" controls></video>');
    init(element, {});
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(warn.mock.calls.map((call) => call[1])).toEqual([
      'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
    ]);
    expect(part(element, 'video-play')).toBeNull();
  });

  it('a native video pauses when another medium plays, and announces its own play', async () => {
    const element = block({}, '<video src="/film.mp4" controls></video>');
    init(element, {});
    await import('../src/video-player');
    await settle();
    const video = element.querySelector('video')!;
    const pause = vi.spyOn(video, 'pause').mockImplementation(() => {});
    vi.spyOn(video, 'paused', 'get').mockReturnValue(false);
    const heard: unknown[] = [];
    const listen = (event: Event) => heard.push((event as CustomEvent).detail);
    document.addEventListener(MEDIA_PLAY_EVENT, listen);
    video.dispatchEvent(new Event('play'));
    document.removeEventListener(MEDIA_PLAY_EVENT, listen);
    expect(heard).toEqual([element]);
    document.dispatchEvent(new CustomEvent(MEDIA_PLAY_EVENT, { detail: document.body }));
    document.dispatchEvent(new CustomEvent(MEDIA_PLAY_EVENT, { detail: element }));
    expect(pause).toHaveBeenCalledTimes(1);
  });
});
