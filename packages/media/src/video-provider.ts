/**
 * Video providers (spec 001 §3 "Video embed": Vimeo, YouTube, Wistia or Animoto, detected from
 * the source address when not given): the watch, share, short and embed forms of each
 * provider's addresses are read into one source (provider, id, and what the player needs), from
 * which the player's address, its thumbnail and its postMessage commands are built. Pure: no DOM.
 */

export type VideoProvider = 'youtube' | 'vimeo' | 'wistia' | 'animoto';

/** The names shown to visitors (button labels, the consent note). */
export const VIDEO_PROVIDER_NAMES: Readonly<Record<VideoProvider, string>> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  wistia: 'Wistia',
  animoto: 'Animoto',
};

/** The providers in detection order: the names' keys (one list, not two in the facade chunk). */
export const VIDEO_PROVIDERS = Object.keys(VIDEO_PROVIDER_NAMES) as readonly VideoProvider[];

/** One video at one provider, as read from any of its addresses. */
export interface VideoSource {
  provider: VideoProvider;
  id: string;
  /** Vimeo's privacy hash of an unlisted video (`vimeo.com/ID/HASH`, `?h=HASH`). */
  hash?: string;
  /** Start time in whole seconds, from parseVideoStart (`t=1m30s`, `start=90`, `#t=90s`). */
  start?: number;
}

/**
 * Each provider's address forms, in VIDEO_PROVIDERS' order, matched against host and path (`www.`/`m.` removed): the id is
 * the first group, Vimeo's hash the second.
 *   YouTube: youtube.com/watch?v=ID, /embed/ID, /shorts/ID, /live/ID, /v/ID (also on m., music.
 *   and youtube-nocookie.com), youtu.be/ID. Vimeo: vimeo.com/ID, /ID/HASH, /channels/x/ID,
 *   /groups/x/videos/ID, /showcase/x/video/ID, player.vimeo.com/video/ID. Wistia: *.wistia.com
 *   or wi.st /medias/ID, fast.wistia.net/embed/iframe/ID, /embed/medias/ID.jsonp. Animoto:
 *   animoto.com/play/ID, /embeds/ID, /s/ID.
 */
const FORMS: readonly RegExp[] = [
  /^(?:(?:music\.)?youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|(?:embed|shorts|live|v)\/)|youtu\.be\/)([\w-]{11})(?![\w-])/,
  /^(?:player\.)?vimeo\.com\/(?:[^?#]*\/)?(\d+)(?:\/([\da-f]+))?\/?(?![^?#])/i,
  /^(?:[\w-]+\.)?(?:wistia\.(?:com|net)|wi\.st)\/(?:embed\/)?(?:medias|iframe)\/([\da-z]+)(?:\.jsonp)?\/?(?![^?#])/i,
  /^animoto\.com\/(?:play|embeds|s)\/([\w-]+)\/?(?![^?#])/,
];

/**
 * The video an address points at, or undefined when it is no video of a known provider. With
 * `provider` (a name in any case: `YouTube`, `vimeo`), only that provider's forms are read (an
 * address of another provider, or an unknown provider name, is refused);
 * without, the provider is detected from the address. Addresses without a scheme
 * (`youtu.be/ID`) read as https.
 */
export function parseVideoUrl(address: string, provider?: string): VideoSource | undefined {
  const trimmed = address.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][\w+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return undefined;
  }
  if (!/^https?:$/.test(url.protocol)) return undefined;
  const path = (url.hostname + url.pathname + url.search + url.hash).replace(/^(?:www|m)\./i, '');
  // A provider as the owner may write it: any case, spaces around.
  const given = provider?.trim().toLowerCase() as VideoProvider | undefined;
  for (const name of given ? [given] : VIDEO_PROVIDERS) {
    const match = FORMS[VIDEO_PROVIDERS.indexOf(name)]?.exec(path);
    if (!match) continue;
    const hash = name === 'vimeo' ? (url.searchParams.get('h') ?? match[2]) : undefined;
    return { provider: name, id: match[1]!, ...(hash ? { hash } : {}) };
  }
  return undefined;
}

/**
 * The provider's thumbnail when it has a fixed address: YouTube's image (`hqdefault.jpg`, 4:3
 * with bars that the 16:9 crop removes). Vimeo's and Wistia's come from their oEmbed answer
 * (videoOembedUrl, with the player's code); Animoto has none (the owner's featured image or a
 * plain facade).
 */
export function videoThumbnail(source: VideoSource): string | undefined {
  return source.provider === 'youtube'
    ? `https://i.ytimg.com/vi/${source.id}/hqdefault.jpg`
    : undefined;
}
