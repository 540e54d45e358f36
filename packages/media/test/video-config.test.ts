// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { embedMessages } from '../src/embed-messages';
import { parseVideoMode, readVideoEmbed } from '../src/video-config';
import {
  VIDEO_ASPECT_PERCENT,
  VIDEO_FADE_MS,
  VIDEO_RESIZE_TIMEOUT_MS,
  VIDEO_THUMBNAIL_RATIO,
} from '../src/video-constants';
import { frameBox } from '../src/video-layout';
import { nativeVideoMessages } from '../src/video-player';

describe('video constants and messages (spec 001 §5, §9)', () => {
  it('are the spec’s, word for word', () => {
    expect([
      VIDEO_ASPECT_PERCENT,
      VIDEO_RESIZE_TIMEOUT_MS,
      VIDEO_FADE_MS,
      VIDEO_THUMBNAIL_RATIO,
    ]).toEqual([56.3, 1000, 1000, 16 / 9]);
    expect(embedMessages.invalidVideoEmbed).toBe('Invalid video embed.');
    expect(nativeVideoMessages.featuredImageNotEmbedded).toBe(
      'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
    );
  });
});

describe('parseVideoMode', () => {
  it('takes none, fit and fill only', () => {
    expect(['none', 'fit', 'fill', 'FIT', 'cover', '', null, 1].map(parseVideoMode)).toEqual([
      'none',
      'fit',
      'fill',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('readVideoEmbed', () => {
  it('a provider’s address: an iframe, 56.3 % high, mode none', () => {
    expect(
      readVideoEmbed(
        { url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE', title: ' Film ' },
        document,
      ),
    ).toEqual({
      type: 'iframe',
      source: { provider: 'youtube', id: 'M7lc1UVf-VE' },
      src: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
      title: 'Film',
      mode: 'none',
      aspectPercent: 56.3,
    });
  });

  it('takes the mode, the ratio, the featured image and a named provider', () => {
    expect(
      readVideoEmbed(
        {
          url: 'https://vimeo.com/76979871',
          provider: 'Vimeo',
          mode: 'fill',
          aspectRatio: 75,
          thumbnail: '/i.jpg',
        },
        document,
      ),
    ).toEqual({
      type: 'iframe',
      source: { provider: 'vimeo', id: '76979871' },
      src: 'https://vimeo.com/76979871',
      title: 'Untitled video',
      mode: 'fill',
      aspectPercent: 75,
      thumbnail: '/i.jpg',
    });
  });

  it('embed code of a known provider plays through the built player', () => {
    const embed = readVideoEmbed(
      {
        html: '<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE" width="640" height="480" title="Owner"></iframe>',
      },
      document,
    );
    expect(embed).toMatchObject({
      type: 'iframe',
      source: { provider: 'youtube', id: 'M7lc1UVf-VE' },
      title: 'Owner',
      aspectPercent: 75,
    });
    expect('element' in embed).toBe(false);
  });

  it('embed code of another host keeps its own iframe or object', () => {
    const frame = readVideoEmbed(
      { html: '<p>x</p><iframe src="https://video.example/1" width="400" height="300"></iframe>' },
      document,
    );
    expect(frame).toMatchObject({
      type: 'iframe',
      src: 'https://video.example/1',
      aspectPercent: 75,
    });
    expect((frame as { element: Element }).element.localName).toBe('iframe');
    const object = readVideoEmbed({ html: '<object data="/movie.swf"></object>' }, document);
    expect(object).toMatchObject({ type: 'object', src: '/movie.swf', aspectPercent: 56.3 });
  });

  it.each([
    [{}],
    [{ url: 'https://example.com/film' }],
    [{ html: '<p>no player</p><script>alert(1)</script>' }],
    [{ url: 'https://vimeo.com/76979871', provider: 'youtube' }],
  ])('%j is invalid: "Invalid video embed."', (config) => {
    expect(readVideoEmbed(config, document)).toEqual({ error: 'Invalid video embed.' });
  });

  it('warns about a mode other than none, fit or fill and reads it as none', () => {
    const warn = vi.fn();
    const embed = readVideoEmbed(
      { url: 'https://youtu.be/M7lc1UVf-VE', mode: 'cover' },
      document,
      warn,
    );
    expect(warn.mock.calls).toEqual([['Video mode must be none, fit or fill']]);
    expect(embed).toMatchObject({ mode: 'none' });
  });
});

describe('frameBox (fit and fill)', () => {
  it('fit shows the whole video, centred', () => {
    expect(frameBox('fit', 1000, 300, 56.3)).toEqual({
      width: 300 / 0.563,
      height: 300,
      left: (1000 - 300 / 0.563) / 2,
      top: 0,
    });
    expect(frameBox('fit', 400, 1000, 50)).toEqual({ width: 400, height: 200, left: 0, top: 400 });
  });

  it('fill covers the block, centred', () => {
    expect(frameBox('fill', 400, 1000, 50)).toEqual({
      width: 2000,
      height: 1000,
      left: -800,
      top: 0,
    });
    expect(frameBox('fill', 1000, 100, 50)).toEqual({
      width: 1000,
      height: 500,
      left: 0,
      top: -200,
    });
  });

  it('none and empty boxes have no frame box', () => {
    expect([
      frameBox('none', 1000, 500, 56.3),
      frameBox('fit', 0, 500, 56.3),
      frameBox('fill', 100, 0, 56.3),
      frameBox('fit', 100, 100, 0),
    ]).toEqual([undefined, undefined, undefined, undefined]);
  });
});
