/**
 * The video block (spec 001 §3-§5, 002 §1 "video or embed"): a facade until the visitor asks to
 * play: the owner's featured image or the provider's thumbnail (16:9) and a real play button.
 * The player, its 1 s fade, only-one-plays and the play and pause commands come with the first
 * play (./video-player), so this chunk stays small. The facade is also the consent placeholder:
 * where gated elements wait for a choice (the markup default, or a restrictive cookie policy:
 * mayLoadThirdParty) nothing is requested from the provider (player, thumbnail) until consent, or until the visitor presses "accept cookies and play", which records the
 * acceptance as the banner does (the bus's `consent:decide`).
 *
 *   <div data-block="video" style="aspect-ratio:1000/563"
 *        data-block-config='{"url":"https://www.youtube.com/watch?v=M7lc1UVf-VE","title":"…"}'>
 *     <a href="https://www.youtube.com/watch?v=M7lc1UVf-VE">Watch “…” on YouTube</a>
 *   </div>
 */
import {
  type BlockContext,
  type CleanupStore,
  type ConsentGateOptions,
  createCleanupStore,
  type Destroy,
  mayLoadThirdParty,
  readBlockConfig,
  whenThirdPartyMayLoad,
} from '@tessera/runtime';
import { EMBED_PREFIX, embedMessages } from './embed-messages';
import { readVideoEmbed, type VideoBlockConfig, type VideoEmbed } from './video-config';
import { VIDEO_PROVIDER_NAMES, videoThumbnail } from './video-provider';

export type { VideoBlockConfig } from './video-config';

/**
 * The purpose a provider's player serves: 'marketing', as its cookies and requests serve the
 * provider's advertising and recommendations, not the page's own function.
 */
const PURPOSE = 'marketing';

/** The player's code (./video-player): one import for every use, so the chunk names it once. */
const player = () => import('./video-player');

/** A new last child of `parent` with a data-part name and inline styles, removed on destroy. */
function part<K extends keyof HTMLElementTagNameMap>(
  parent: Element,
  store: CleanupStore,
  tag: K,
  name: string,
  css = '',
): HTMLElementTagNameMap[K] {
  const made = parent.ownerDocument.createElement(tag);
  made.setAttribute('data-part', name);
  made.style.cssText = css;
  parent.append(made);
  store.add(() => made.remove());
  return made;
}

export function init(element: HTMLElement, context?: Partial<BlockContext>): Destroy {
  const warn = (message: string) => console.warn(EMBED_PREFIX, message, element);
  let malformed = false;
  const config =
    readBlockConfig<VideoBlockConfig>(element, (problem) => {
      malformed = true;
      warn(problem);
    }) ?? {};
  if (malformed) return () => {};
  const store = createCleanupStore();
  const doc = element.ownerDocument;
  if (element.querySelector('video')) {
    // A non-embedded video keeps its own controls (./video-player: only one plays; a featured
    // image is refused).
    void player().then((module) => module.nativeVideo(element, config, store));
    return () => store.clear();
  }
  const embed = readVideoEmbed(config, doc, warn);
  if ('error' in embed) {
    part(element, store, 'p', 'video-error').textContent = embed.error;
    return () => store.clear();
  }
  // The block: a positioned box of the video's ratio (mode none) that clips its player. The
  // server's fallback (a link to the video) stays for no script; the facade replaces it.
  if (doc.defaultView?.getComputedStyle(element).position === 'static') {
    store.style(element, 'position', 'relative');
  }
  store.style(element, 'overflow', 'hidden');
  if (embed.mode === 'none' && !element.style.aspectRatio) {
    store.style(element, 'aspect-ratio', `100 / ${embed.aspectPercent}`);
  }
  for (const child of element.children) store.attribute(child, 'hidden', '');
  mountFacade(element, embed, store, context);
  return () => store.clear();
}

/**
 * The facade: the thumbnail, the consent note (under a restrictive policy, before consent) and
 * the play button; the first play imports the player. The context's bus records the visitor's
 * acceptance.
 */
function mountFacade(
  element: HTMLElement,
  embed: VideoEmbed,
  store: CleanupStore,
  context: Partial<BlockContext> | undefined,
): void {
  const gate: ConsentGateOptions = { ...context, document: element.ownerDocument };
  const facade = part(
    element,
    store,
    'div',
    'video-facade',
    'position:absolute;inset:0;display:grid;place-content:center;justify-items:center;gap:12px;background:#111',
  );
  const image = part(
    facade,
    store,
    'img',
    'video-thumbnail',
    // 16:9 thumbnails (spec 001 §9: VIDEO_THUMBNAIL_RATIO).
    'position:absolute;inset:0;margin:auto;width:100%;max-height:100%;aspect-ratio:16/9;object-fit:cover',
  );
  image.alt = '';
  const note = part(
    facade,
    store,
    'p',
    'video-note',
    'position:relative;margin:0 1em;padding:4px 8px;background:#000;color:#fff',
  );
  const button = part(
    facade,
    store,
    'button',
    'video-play',
    'position:relative;width:68px;height:48px;border:0;border-radius:12px;background:#000c;color:#fff;font-size:24px;cursor:pointer',
  );
  button.type = 'button';
  // The play sign; the button's name is its aria-label.
  button.textContent = '\u25B6\uFE0E';

  let gated = !mayLoadThirdParty(PURPOSE, gate);
  const ungate = () => {
    gated = false;
    label();
    // The provider's thumbnail, unless the owner's featured image shows: YouTube's has a fixed
    // address; Vimeo's and Wistia's come from their oEmbed answer, whose lookup comes with the
    // player's code (so this chunk stays small).
    const { source } = embed;
    if (embed.thumbnail || !source) return;
    const direct = videoThumbnail(source);
    if (direct) image.src = direct;
    else void player().then((module) => module.showOembedThumbnail(source, image));
  };
  const label = () => {
    button.setAttribute(
      'aria-label',
      (gated ? embedMessages.playAndAccept : embedMessages.play).replace('{title}', embed.title),
    );
    note.hidden = !gated;
  };
  note.textContent = embedMessages.blockedUntilConsent.replace(
    '{provider}',
    embed.source ? VIDEO_PROVIDER_NAMES[embed.source.provider] : embed.title,
  );
  if (embed.thumbnail) image.src = embed.thumbnail;
  if (gated) {
    label();
    const waiting = new AbortController();
    store.add(() => waiting.abort());
    whenThirdPartyMayLoad(PURPOSE, waiting.signal, gate).then(ungate, () => {});
  } else ungate();

  store.listen(button, 'click', () => {
    // A strip's inactive video slide is selected by the click instead (spec 001 §4 "Strip").
    if (element.closest('[data-inactive],[inert]')) return;
    if (gated) {
      context?.events?.emit('consent:decide', 'accepted');
      ungate();
    }
    // The first play mounts the player (./video-player keeps it), later ones play it again.
    void player().then((module) => module.playVideo(element, embed, store, facade));
  });
  // The player's code is fetched as soon as a play looks likely.
  store.listen(button, 'pointerenter', player);
  store.listen(button, 'focus', player);
}
