/**
 * What only the player needs of a provider (the facade never does, so its chunk does not carry
 * it): the player's address with the start time, and the play and pause commands of the
 * providers' postMessage player APIs. Pure: no DOM.
 */
import type { VideoProvider, VideoSource } from './video-provider';

/** `90`, `90s`, `1m30s`, `1h2m3s` as seconds; undefined for anything else or 0. */
export function parseStartTime(value: string | null | undefined): number | undefined {
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value ?? '');
  if (!match || !value) return undefined;
  const [, h = '0', m = '0', s = '0'] = match;
  const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return seconds > 0 ? seconds : undefined;
}

/**
 * The start time an address asks for, in whole seconds (YouTube's `t` or `start`, Wistia's
 * `wtime` or `time`, Vimeo's `#t=`), or undefined. Apart from parseVideoUrl so the facade,
 * which never needs it, does not carry it.
 */
export function parseVideoStart(address: string, provider: VideoProvider): number | undefined {
  let url: URL;
  try {
    url = new URL(address.trim(), 'https://x.invalid');
  } catch {
    return undefined;
  }
  const query = url.searchParams;
  return parseStartTime(
    provider === 'vimeo'
      ? /^#t=(.+)$/.exec(url.hash)?.[1]
      : (query.get('t') ?? query.get('start') ?? query.get('wtime') ?? query.get('time')),
  );
}

/**
 * The player's address, which starts playing at once (the visitor already pressed play on the
 * facade). YouTube is embedded from its no-cookie host with its JS API on (enablejsapi), Vimeo
 * with Do Not Track (dnt) and its hash, so both take play and pause commands by postMessage.
 */
export function videoPlayerUrl(source: VideoSource): string {
  const { id, start } = source;
  switch (source.provider) {
    case 'youtube':
      return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&enablejsapi=1&playsinline=1&rel=0${start ? `&start=${start}` : ''}`;
    case 'vimeo':
      return `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1${source.hash ? `&h=${source.hash}` : ''}${start ? `#t=${start}s` : ''}`;
    case 'wistia':
      return `https://fast.wistia.net/embed/iframe/${id}?autoPlay=true${start ? `&time=${start}` : ''}`;
    case 'animoto':
      return `https://animoto.com/play/${id}?autostart=true`;
  }
}

/** The origin postMessage commands go to (the player's), for the providers that take them. */
export function playerOrigin(provider: VideoProvider): string | undefined {
  if (provider === 'youtube') return 'https://www.youtube-nocookie.com';
  if (provider === 'vimeo') return 'https://player.vimeo.com';
  return undefined;
}

/**
 * The play or pause command in the provider's postMessage player API (spec 001 §4: "Video
 * players receive play or pause commands for Vimeo and YouTube"): YouTube's IFrame API
 * `{"event":"command","func":"playVideo"}`, Vimeo's `{"method":"play"}`. Undefined for the
 * others, which are stopped by going back to the thumbnail.
 */
export function playerCommand(
  provider: VideoProvider,
  command: 'play' | 'pause',
): string | undefined {
  if (provider === 'youtube') {
    return JSON.stringify({ event: 'command', func: `${command}Video`, args: [] });
  }
  if (provider === 'vimeo') return JSON.stringify({ method: command });
  return undefined;
}

/**
 * The oEmbed address whose answer's `thumbnail_url` is the provider's thumbnail: Vimeo's and
 * Wistia's (YouTube's thumbnail has a fixed address: videoThumbnail); undefined for the others.
 */
export function videoOembedUrl(source: VideoSource): string | undefined {
  const { id } = source;
  if (source.provider === 'vimeo') {
    return `https://vimeo.com/api/oembed.json?url=${encodeURIComponent(`https://vimeo.com/${id}${source.hash ? `/${source.hash}` : ''}`)}`;
  }
  if (source.provider === 'wistia') {
    return `https://fast.wistia.com/oembed?url=${encodeURIComponent(`https://home.wistia.com/medias/${id}`)}`;
  }
  return undefined;
}
