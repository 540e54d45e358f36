/**
 * The video player behind the facade, loaded with the first play (so the facade chunk stays
 * small): the provider's iframe (or the owner's embed element), the loaded flag and reload
 * (spec 001 §4: "The loaded flag is set on load; unload followed by load is a reload"; a changed
 * mode reloads), fit and fill laid out again 1,000 ms after a resize (spec 001 §9), the play
 * and pause commands sent through Vimeo's and YouTube's postMessage player APIs, the 1 s fade
 * from the facade, and only one medium playing on the page.
 */
import { type CleanupStore, readBlockConfig, storeObserver } from '@tessera/runtime';
import { EMBED_PREFIX } from './embed-messages';
import { announcePlay, pauseOnOtherPlay, pauseWhenHidden } from './media-playback';
import {
  parseVideoMode,
  type VideoBlockConfig,
  type VideoEmbed,
  type VideoMode,
} from './video-config';
import { frameBox } from './video-layout';
import {
  parseVideoStart,
  playerCommand,
  playerOrigin,
  videoOembedUrl,
  videoPlayerUrl,
} from './video-player-url';
import type { VideoSource } from './video-provider';
import { VIDEO_FADE_MS, VIDEO_RESIZE_TIMEOUT_MS } from './video-timing';

/** Set on the block element while the player has loaded (spec 001 §3: a loaded flag). */
const VIDEO_LOADED_ATTRIBUTE = 'data-video-loaded';

interface VideoPlayer {
  /** Loads the player (it starts by itself), or sends play to a loaded one. */
  play(): void;
  /** Sends pause; a provider without commands is unloaded instead, which stops it. */
  pause(): void;
  /** Removes the player; the loaded flag goes. */
  unload(): void;
  /** A new mode: laid out again, and reloaded when loaded (spec 001 §4). */
  setMode(mode: VideoMode): void;
  /** The player element while loaded (focus goes there after the fade). */
  readonly frame: HTMLElement | undefined;
}

/** The player element: a fresh iframe for a known provider, else the owner's embed, cloned. */
function createFrame(doc: Document, embed: VideoEmbed): HTMLElement {
  const frame = (embed.element?.cloneNode(true) ?? doc.createElement('iframe')) as HTMLElement;
  if (embed.source) {
    const start = parseVideoStart(embed.src, embed.source.provider);
    frame.setAttribute('src', videoPlayerUrl({ ...embed.source, ...(start ? { start } : {}) }));
    // Fullscreen through `allow` alone: with `allowfullscreen` beside it, Chromium warns on
    // every player ("Allow attribute will take precedence over 'allowfullscreen'").
    frame.setAttribute('allow', 'autoplay; encrypted-media; fullscreen; picture-in-picture');
  }
  frame.setAttribute('title', embed.title);
  frame.setAttribute('data-part', 'video-player');
  frame.style.cssText = 'position:absolute;left:0;top:0;width:100%;height:100%;border:0';
  return frame;
}

function mountPlayer(element: HTMLElement, embed: VideoEmbed, store: CleanupStore): VideoPlayer {
  const doc = element.ownerDocument;
  const provider = embed.source?.provider;
  let frame: HTMLElement | undefined;

  const layout = () => {
    if (!frame) return;
    const box = frameBox(
      embed.mode,
      element.clientWidth,
      element.clientHeight,
      embed.aspectPercent,
    );
    frame.style.cssText = box
      ? `position:absolute;border:0;left:${box.left}px;top:${box.top}px;width:${box.width}px;height:${box.height}px`
      : 'position:absolute;left:0;top:0;width:100%;height:100%;border:0';
  };
  let cancelLayout = () => {};
  if (typeof ResizeObserver === 'function') {
    storeObserver(
      store,
      new ResizeObserver(() => {
        cancelLayout();
        cancelLayout = store.timeout(layout, VIDEO_RESIZE_TIMEOUT_MS);
      }),
    ).observe(element);
  }

  const send = (command: 'play' | 'pause') => {
    const message = provider && playerCommand(provider, command);
    const target = frame instanceof HTMLIFrameElement ? frame.contentWindow : null;
    if (!message || !target) return false;
    target.postMessage(message, playerOrigin(provider!)!);
    return true;
  };
  const load = () => {
    frame = createFrame(doc, embed);
    store.listen(frame, 'load', () => element.setAttribute(VIDEO_LOADED_ATTRIBUTE, ''));
    element.prepend(frame);
    layout();
  };
  const unload = () => {
    frame?.remove();
    frame = undefined;
    element.removeAttribute(VIDEO_LOADED_ATTRIBUTE);
  };
  store.add(unload);

  return {
    get frame() {
      return frame;
    },
    play() {
      if (!frame) load();
      else send('play');
    },
    pause() {
      if (frame && !send('pause')) unload();
    },
    unload,
    setMode(mode) {
      if (mode === embed.mode) return;
      embed.mode = mode;
      if (!frame) return;
      unload();
      load();
    },
  };
}

/**
 * The facade's two states, wired on the first play: returns `play`, which mounts (or resumes)
 * the player, announces the play so the others return to their facades, and fades the facade
 * out over 1 s (at once with reduced motion). Another medium's play, or the block landing in an
 * inert, inactive or hidden part of the page (a gallery slide left), pauses the player and shows
 * the facade again. A changed mode in the block's configuration reloads the player.
 */
function mountPlayback(
  element: HTMLElement,
  embed: VideoEmbed,
  store: CleanupStore,
  facade: HTMLElement,
): () => void {
  const player = mountPlayer(element, embed, store);
  const reduced = element.ownerDocument.defaultView?.matchMedia?.(
    '(prefers-reduced-motion: reduce)',
  );
  let stopWatching = () => {};
  let cancelFade = () => {};
  const back = () => {
    if (element.getAttribute('data-video-state') !== 'player') return;
    stopWatching();
    cancelFade();
    player.pause();
    store.attribute(element, 'data-video-state', 'facade');
    facade.style.display = 'grid';
    facade.style.opacity = '1';
    facade.style.pointerEvents = '';
  };
  pauseOnOtherPlay(element, store, back);
  store.add(() => stopWatching());
  watchMode(element, store, player);
  return () => {
    announcePlay(element);
    player.play();
    store.attribute(element, 'data-video-state', 'player');
    stopWatching();
    stopWatching = pauseWhenHidden(element, back);
    const fade = reduced?.matches ? 0 : VIDEO_FADE_MS;
    facade.style.pointerEvents = 'none';
    facade.style.transition = `opacity ${fade}ms`;
    facade.style.opacity = '0';
    cancelFade = store.timeout(() => {
      facade.style.display = 'none';
    }, fade);
    // Focus follows the play to the player at once (the button is going), without a scroll.
    player.frame?.focus({ preventScroll: true });
  };
}

/** Each facade's play, once its playback is mounted (the facade is new with every init). */
const plays = new WeakMap<HTMLElement, () => void>();

/**
 * The facade's play button: the first press mounts the playback (mountPlayback), each press
 * plays.
 */
export function playVideo(
  element: HTMLElement,
  embed: VideoEmbed,
  store: CleanupStore,
  facade: HTMLElement,
): void {
  let play = plays.get(facade);
  if (!play) {
    play = mountPlayback(element, embed, store, facade);
    plays.set(facade, play);
  }
  play();
}

/** A changed mode in the block's configuration (the site editor rewrites it) reloads the player. */
function watchMode(element: HTMLElement, store: CleanupStore, player: VideoPlayer): void {
  const observer = new MutationObserver(() => {
    const mode = parseVideoMode(
      readBlockConfig<VideoBlockConfig>(element, () => {})?.mode ?? 'none',
    );
    if (mode) player.setMode(mode);
  });
  observer.observe(element, { attributes: true, attributeFilter: ['data-block-config'] });
  store.add(() => observer.disconnect());
}

/**
 * The non-embedded video's message (spec 001 §5, word for word), here so the facade's chunk
 * does not carry it. Replace the entry (not the key) to translate.
 */
export const nativeVideoMessages = {
  featuredImageNotEmbedded:
    'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
};

/**
 * A non-embedded video (a `<video>` in the block) keeps its own controls and takes part in only
 * one playing; a featured image on it is refused with the spec's message (spec 001 §5).
 */
export function nativeVideo(
  element: HTMLElement,
  config: VideoBlockConfig,
  store: CleanupStore,
): void {
  const video = element.querySelector('video')!;
  if (config.thumbnail) {
    console.warn(EMBED_PREFIX, nativeVideoMessages.featuredImageNotEmbedded, element);
  }
  store.listen(video, 'play', () => announcePlay(element));
  pauseOnOtherPlay(element, store, () => {
    if (!video.paused) video.pause();
  });
}

/**
 * Shows Vimeo's or Wistia's thumbnail from the provider's oEmbed answer (`thumbnail_url`), unless
 * the image got a source meanwhile; a failed lookup leaves the plain facade. Here, with the
 * player's code, so the facade's chunk stays small: the facade imports it for those providers.
 */
export function showOembedThumbnail(source: VideoSource, image: HTMLImageElement): void {
  const url = videoOembedUrl(source);
  if (!url) return;
  fetch(url)
    .then((response) => (response.ok ? response.json() : undefined))
    .then((data: { thumbnail_url?: unknown } | undefined) => {
      if (typeof data?.thumbnail_url === 'string' && !image.getAttribute('src')) {
        image.src = data.thumbnail_url;
      }
    })
    .catch(() => {});
}
