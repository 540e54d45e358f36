import { describe, expect, it } from 'vitest';
import {
  parseStartTime,
  parseVideoStart,
  playerCommand,
  playerOrigin,
  videoOembedUrl,
  videoPlayerUrl,
} from '../src/video-player-url';
import { parseVideoUrl, VIDEO_PROVIDER_NAMES, videoThumbnail } from '../src/video-provider';

const YT = 'M7lc1UVf-VE';

describe('parseVideoUrl: provider detected from the address (spec 001 §3)', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${YT}`],
    [`https://youtube.com/watch?feature=share&v=${YT}`],
    [`https://m.youtube.com/watch?v=${YT}`],
    [`https://music.youtube.com/watch?v=${YT}`],
    [`https://youtu.be/${YT}`],
    [`youtu.be/${YT}`],
    [`https://www.youtube.com/embed/${YT}?rel=0`],
    [`https://www.youtube-nocookie.com/embed/${YT}`],
    [`https://www.youtube.com/shorts/${YT}`],
    [`https://www.youtube.com/live/${YT}`],
    [`https://www.youtube.com/v/${YT}`],
    [`http://www.youtube.com/watch?v=${YT}`],
  ])('YouTube: %s', (url) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'youtube', id: YT });
  });

  it('reads start times apart (parseVideoStart), per provider', () => {
    expect(parseVideoUrl(`https://youtu.be/${YT}?t=90`)).toEqual({ provider: 'youtube', id: YT });
    expect(
      [
        [`https://youtu.be/${YT}?t=90`, 'youtube'],
        [`https://www.youtube.com/watch?v=${YT}&t=1m30s`, 'youtube'],
        [`https://www.youtube.com/embed/${YT}?start=12`, 'youtube'],
        [`https://www.youtube.com/watch?v=${YT}`, 'youtube'],
        ['https://vimeo.com/76979871#t=42s', 'vimeo'],
        ['https://vimeo.com/76979871?t=42', 'vimeo'],
        ['https://home.wistia.com/medias/e4a27b971d?wtime=30', 'wistia'],
        ['https://fast.wistia.net/embed/iframe/e4a27b971d?time=1m', 'wistia'],
        ['http://[bad', 'youtube'],
      ].map(([url, provider]) => parseVideoStart(url!, provider as 'youtube')),
    ).toEqual([90, 90, 12, undefined, 42, undefined, 30, 60, undefined]);
  });

  it.each([
    ['https://vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://www.vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/channels/staffpicks/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/showcase/123/video/76979871', { provider: 'vimeo', id: '76979871' }],
    [
      'https://vimeo.com/76979871/a1b2c3d4e5',
      { provider: 'vimeo', id: '76979871', hash: 'a1b2c3d4e5' },
    ],
    [
      'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5',
      { provider: 'vimeo', id: '76979871', hash: 'a1b2c3d4e5' },
    ],
    ['https://vimeo.com/76979871#t=42s', { provider: 'vimeo', id: '76979871' }],
  ])('Vimeo: %s', (url, expected) => {
    expect(parseVideoUrl(url)).toEqual(expected);
  });

  it.each([
    ['https://home.wistia.com/medias/e4a27b971d'],
    ['https://studio.wistia.com/medias/e4a27b971d'],
    ['https://fast.wistia.net/embed/iframe/e4a27b971d'],
    ['https://fast.wistia.com/embed/medias/e4a27b971d.jsonp'],
    ['https://wi.st/medias/e4a27b971d'],
  ])('Wistia: %s', (url) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'wistia', id: 'e4a27b971d' });
  });

  it.each([['https://animoto.com/play/Ab1_cD-2'], ['https://animoto.com/embeds/Ab1_cD-2']])(
    'Animoto: %s',
    (url) => {
      expect(parseVideoUrl(url)).toEqual({ provider: 'animoto', id: 'Ab1_cD-2' });
    },
  );

  it.each([
    ['https://example.com/watch?v=M7lc1UVf-VE'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/channel/UC123'],
    ['https://vimeo.com/about'],
    ['https://home.wistia.com/projects'],
    ['javascript:alert(1)//youtu.be/M7lc1UVf-VE'],
    ['ftp://youtu.be/M7lc1UVf-VE'],
    ['http://'],
    [''],
    ['not a url at all'],
  ])('refuses %j', (url) => {
    expect(parseVideoUrl(url)).toBeUndefined();
  });

  it('with a provider given, reads only that provider', () => {
    expect(parseVideoUrl('https://vimeo.com/76979871', 'vimeo')).toEqual({
      provider: 'vimeo',
      id: '76979871',
    });
    expect(parseVideoUrl('https://vimeo.com/76979871', 'youtube')).toBeUndefined();
  });
});

describe('parseStartTime', () => {
  it('reads seconds and h/m/s forms, refuses the rest', () => {
    expect(
      ['90', '90s', '1m30s', '1h2m3s', '2m', '0', '', 'abc', '-5', undefined].map((v) =>
        parseStartTime(v),
      ),
    ).toEqual([90, 90, 90, 3723, 120, undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('provider names', () => {
  it('a given provider is read in any case; an unknown name refuses', () => {
    const url = 'https://vimeo.com/76979871';
    expect(['Vimeo', ' VIMEO ', 'dailymotion', ''].map((name) => parseVideoUrl(url, name))).toEqual(
      [
        { provider: 'vimeo', id: '76979871' },
        { provider: 'vimeo', id: '76979871' },
        undefined,
        { provider: 'vimeo', id: '76979871' },
      ],
    );
    expect(VIDEO_PROVIDER_NAMES).toEqual({
      youtube: 'YouTube',
      vimeo: 'Vimeo',
      wistia: 'Wistia',
      animoto: 'Animoto',
    });
  });
});

describe('videoPlayerUrl', () => {
  it('builds each provider’s player address (YouTube on its no-cookie host)', () => {
    expect(videoPlayerUrl({ provider: 'youtube', id: YT })).toBe(
      `https://www.youtube-nocookie.com/embed/${YT}?autoplay=1&enablejsapi=1&playsinline=1&rel=0`,
    );
    expect(videoPlayerUrl({ provider: 'youtube', id: YT, start: 90 })).toBe(
      `https://www.youtube-nocookie.com/embed/${YT}?autoplay=1&enablejsapi=1&playsinline=1&rel=0&start=90`,
    );
    expect(videoPlayerUrl({ provider: 'vimeo', id: '76979871' })).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
    expect(videoPlayerUrl({ provider: 'vimeo', id: '76979871', hash: 'ab12', start: 42 })).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=ab12#t=42s',
    );
    expect(videoPlayerUrl({ provider: 'wistia', id: 'e4a27b971d', start: 5 })).toBe(
      'https://fast.wistia.net/embed/iframe/e4a27b971d?autoPlay=true&time=5',
    );
    expect(videoPlayerUrl({ provider: 'animoto', id: 'Ab1' })).toBe(
      'https://animoto.com/play/Ab1?autostart=true',
    );
  });
});

describe('playerCommand and playerOrigin (spec 001 §4: play and pause for Vimeo and YouTube)', () => {
  it('speaks YouTube’s and Vimeo’s postMessage APIs, and nothing for the others', () => {
    expect(playerCommand('youtube', 'play')).toBe(
      '{"event":"command","func":"playVideo","args":[]}',
    );
    expect(playerCommand('youtube', 'pause')).toBe(
      '{"event":"command","func":"pauseVideo","args":[]}',
    );
    expect(playerCommand('vimeo', 'play')).toBe('{"method":"play"}');
    expect(playerCommand('vimeo', 'pause')).toBe('{"method":"pause"}');
    expect(playerCommand('wistia', 'pause')).toBeUndefined();
    expect(playerCommand('animoto', 'play')).toBeUndefined();
    expect(
      ['youtube', 'vimeo', 'wistia', 'animoto'].map((p) => playerOrigin(p as 'vimeo')),
    ).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      undefined,
      undefined,
    ]);
  });
});

describe('videoThumbnail and videoOembedUrl', () => {
  it('YouTube’s image directly, Vimeo’s and Wistia’s through oEmbed, none for Animoto', () => {
    const youtube = { provider: 'youtube', id: YT } as const;
    const vimeo = { provider: 'vimeo', id: '76979871', hash: 'ab12' } as const;
    const wistia = { provider: 'wistia', id: 'e4a27b971d' } as const;
    const animoto = { provider: 'animoto', id: 'Ab1' } as const;
    expect([youtube, vimeo, wistia, animoto].map(videoThumbnail)).toEqual([
      `https://i.ytimg.com/vi/${YT}/hqdefault.jpg`,
      undefined,
      undefined,
      undefined,
    ]);
    expect([youtube, vimeo, wistia, animoto].map(videoOembedUrl)).toEqual([
      undefined,
      'https://vimeo.com/api/oembed.json?url=https%3A%2F%2Fvimeo.com%2F76979871%2Fab12',
      'https://fast.wistia.com/oembed?url=https%3A%2F%2Fhome.wistia.com%2Fmedias%2Fe4a27b971d',
      undefined,
    ]);
  });
});
