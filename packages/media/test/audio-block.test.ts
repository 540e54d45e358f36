// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { init, parseAudioUrl } from '../src/audio-block';
import { MEDIA_PLAY_EVENT } from '../src/media-playback';

function block(config: unknown): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-block', 'audio');
  element.setAttribute('data-block-config', JSON.stringify(config));
  element.innerHTML = '<a href="/media/a.wav">Listen</a>';
  document.body.append(element);
  return element;
}

describe('parseAudioUrl', () => {
  it('resolves http(s) addresses against the page, refuses the rest', () => {
    const base = 'https://site.example/music/';
    expect(
      [
        '/media/a.wav',
        'b.mp3',
        ' https://cdn.example/c.mp3 ',
        'http://x.example/d.ogg',
        'javascript:alert(1)',
        'data:audio/wav;base64,AA',
        'https://',
        '',
        42,
        undefined,
      ].map((value) => parseAudioUrl(value, base)),
    ).toEqual([
      'https://site.example/media/a.wav',
      'https://site.example/music/b.mp3',
      'https://cdn.example/c.mp3',
      'http://x.example/d.ogg',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('audio block (spec 002 §1, §8)', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => vi.restoreAllMocks());

  it('renders the title, a native player that preloads nothing, and the download link', () => {
    const element = block({
      url: '/media/a.wav',
      title: 'Harbour',
      author: 'Studio',
      download: true,
    });
    const destroy = init(element);
    const audio = element.querySelector('audio')!;
    expect([audio.controls, audio.preload, audio.src, audio.getAttribute('aria-label')]).toEqual([
      true,
      'none',
      'http://localhost:3000/media/a.wav',
      'Harbour — Studio',
    ]);
    expect(element.querySelector('[data-part="audio-title"]')!.textContent).toBe(
      'Harbour — Studio',
    );
    const link = element.querySelector<HTMLAnchorElement>('[data-part="audio-download"]')!;
    expect([link.href, link.hasAttribute('download'), link.textContent]).toEqual([
      'http://localhost:3000/media/a.wav',
      true,
      'Download: Harbour — Studio',
    ]);
    expect(element.querySelector<HTMLElement>('a:not([data-part])')!.hidden).toBe(true);
    vi.spyOn(audio, 'pause').mockImplementation(() => {});
    destroy();
    expect(element.innerHTML).toBe('<a href="/media/a.wav">Listen</a>');
  });

  it('without a title or download: the player alone', () => {
    const element = block({ url: '/media/a.wav' });
    init(element);
    expect(
      [...element.children]
        .filter((child) => !(child as HTMLElement).hidden)
        .map((child) => child.localName),
    ).toEqual(['audio']);
  });

  it.each([[{ url: 'javascript:alert(1)' }], [{ url: 'https://' }], [{}], [{ url: 7 }]])(
    '%j: warns "Could not parse the audio embed URL" and leaves the markup',
    (config) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const element = block(config);
      init(element);
      expect(warn.mock.calls.map((call) => call.slice(0, 2))).toEqual([
        ['[tessera/media]', 'Could not parse the audio embed URL'],
      ]);
      expect(element.innerHTML).toBe('<a href="/media/a.wav">Listen</a>');
    },
  );

  it('announces its play and pauses when another medium plays', () => {
    const element = block({ url: '/media/a.wav' });
    const destroy = init(element);
    const audio = element.querySelector('audio')!;
    const pause = vi.spyOn(audio, 'pause').mockImplementation(() => {});
    vi.spyOn(audio, 'paused', 'get').mockReturnValue(false);
    const heard: unknown[] = [];
    const listen = (event: Event) => heard.push((event as CustomEvent).detail);
    document.addEventListener(MEDIA_PLAY_EVENT, listen);
    audio.dispatchEvent(new Event('play'));
    expect(heard).toEqual([element]);
    expect(pause).not.toHaveBeenCalled();
    document.dispatchEvent(new CustomEvent(MEDIA_PLAY_EVENT, { detail: document.body }));
    expect(pause).toHaveBeenCalledTimes(1);
    document.removeEventListener(MEDIA_PLAY_EVENT, listen);
    destroy();
  });
});
