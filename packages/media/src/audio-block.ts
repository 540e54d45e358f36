/**
 * The audio block (spec 002 §1 "audio"): the track's title and author, the browser's own audio
 * player (keyboard and screen-reader ready, nothing loaded before play: preload none) and an
 * optional download link. An address that does not parse is warned about (spec 002 §8: "failure
 * parsing an audio-embed URL", console only) and the server's markup stays as it is. Starting it
 * pauses the other media on the page, and another starting pauses it.
 *
 *   <div data-block="audio"
 *        data-block-config='{"url":"/media/harbour.wav","title":"…","author":"…","download":true}'>
 *     <a href="/media/harbour.wav">Listen to “…”</a>
 *   </div>
 */
import {
  type BlockContext,
  createCleanupStore,
  type Destroy,
  readBlockConfig,
} from '@tessera/runtime';

/**
 * The audio block's messages. Replace entries (not the keys) to translate. The audio chunk
 * imports nothing of the video's (the script build would make a chunk of any module both share),
 * so its words, prefix and the play event's name are its own.
 */
export const audioMessages = {
  /** spec 002 §8: "failure parsing an audio-embed URL" (console only; the words are ours). */
  audioUrl: 'Could not parse the audio embed URL',
  /** The download link's text. */
  download: 'Download',
};

/** MEDIA_PLAY_EVENT of ./media-playback (the audio block test checks they are one). */
const PLAY_EVENT = 'tessera:media-play';
const PREFIX = '[tessera/media]';

/** The audio block's data-block-config (docs/markup.md "Audio"). */
export interface AudioBlockConfig {
  /** The track's address (http or https, relative to the page). */
  url?: string;
  title?: string;
  author?: string;
  /** Offer a download link. */
  download?: boolean;
}

/**
 * The track's absolute address, or undefined when it does not parse or is not http(s) (a
 * `javascript:` address must not reach the download link).
 */
export function parseAudioUrl(value: unknown, base: string): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function init(element: HTMLElement, _context?: Partial<BlockContext>): Destroy {
  let malformed = false;
  const config =
    readBlockConfig<AudioBlockConfig>(element, (problem) => {
      malformed = true;
      console.warn(PREFIX, problem, element);
    }) ?? {};
  if (malformed) return () => {};
  const doc = element.ownerDocument;
  const url = parseAudioUrl(config.url, doc.baseURI);
  if (!url) {
    console.warn(PREFIX, audioMessages.audioUrl, config.url, element);
    return () => {};
  }
  const store = createCleanupStore();
  for (const child of element.children) store.attribute(child, 'hidden', '');
  const parts: Element[] = [];
  const title = [config.title, config.author].filter(Boolean).join(' — ');
  if (title) {
    const caption = doc.createElement('p');
    caption.setAttribute('data-part', 'audio-title');
    caption.textContent = title;
    caption.style.margin = '0';
    parts.push(caption);
  }
  const audio = doc.createElement('audio');
  audio.controls = true;
  audio.preload = 'none';
  audio.src = url;
  audio.setAttribute('data-part', 'audio-player');
  if (title) audio.setAttribute('aria-label', title);
  parts.push(audio);
  if (config.download === true) {
    const link = doc.createElement('a');
    link.href = url;
    link.download = '';
    link.setAttribute('data-part', 'audio-download');
    link.textContent = title ? `${audioMessages.download}: ${title}` : audioMessages.download;
    parts.push(link);
  }
  element.append(...parts);
  const pause = () => {
    if (!audio.paused) audio.pause();
  };
  store.add(() => {
    pause();
    for (const part of parts) part.remove();
  });
  // Only one medium plays on the page (./media-playback).
  store.listen(audio, 'play', () =>
    doc.dispatchEvent(new CustomEvent(PLAY_EVENT, { detail: element })),
  );
  store.listen(doc, PLAY_EVENT, (event) => {
    if ((event as CustomEvent<unknown>).detail !== element) pause();
  });
  return () => store.clear();
}
