/**
 * The video block's configuration (spec 001 §3 "Video embed": provider, mode none/fit/fill, type
 * iframe/object/invalid; §5 its validation) read into what the facade and the player need.
 */

import { embedMessages } from './embed-messages';
import { VIDEO_ASPECT_PERCENT } from './video-constants';
import { parseVideoUrl, type VideoSource } from './video-provider';

export type VideoMode = 'none' | 'fit' | 'fill';

/** The block's data-block-config, as the owner writes it (docs/markup.md "Video"). */
export interface VideoBlockConfig {
  /** The video's address: a watch, share, short or embed address of a known provider. */
  url?: string;
  /** The provider, when the address does not tell (detected from it otherwise). */
  provider?: string;
  /** The embed code the owner pasted: its first iframe or object is the player. */
  html?: string;
  mode?: string;
  title?: string;
  /** The owner's featured image, shown instead of the provider's thumbnail. */
  thumbnail?: string;
  /** Height as a percentage of the width (default 56.3). */
  aspectRatio?: number;
}

/** What the block plays: a provider's video, or the embed code's own iframe or object. */
export interface VideoEmbed {
  type: 'iframe' | 'object';
  /** The known provider's video (commands, thumbnail); absent for another host's embed. */
  source?: VideoSource;
  /** The video's address as given (the embed's src or data, else the url). */
  src: string;
  /** The pasted embed element, cloned as the player when it is no known provider's video. */
  element?: Element;
  title: string;
  mode: VideoMode;
  /** Height over width, as a percentage. */
  aspectPercent: number;
  thumbnail?: string;
}

/** A mode as written; anything but none, fit or fill is refused (spec 001 §5). */
export function parseVideoMode(value: unknown): VideoMode | undefined {
  return (['none', 'fit', 'fill'] as unknown[]).includes(value) ? (value as VideoMode) : undefined;
}

/**
 * The embed a configuration describes, or the message to show: 'Invalid video embed.' when it
 * names no known provider's video and its embed code holds no iframe or object. A mode other
 * than none, fit or fill is warned about and read as none.
 */
export function readVideoEmbed(
  config: VideoBlockConfig,
  doc: Document,
  warn?: (message: string) => void,
): VideoEmbed | { error: string } {
  const mode = parseVideoMode(config.mode ?? 'none');
  if (!mode) warn?.(embedMessages.invalidVideoMode);
  // The embed code's first iframe or object, parsed inert (a template runs nothing).
  const template = doc.createElement('template');
  template.innerHTML = config.html ?? '';
  const element = template.content.querySelector('iframe, object');
  const src = element?.getAttribute('src') ?? element?.getAttribute('data') ?? config.url ?? '';
  const source = parseVideoUrl(src, config.provider);
  if (!element && !source) return { error: embedMessages.invalidVideoEmbed };
  // Height over width in percent: the owner's, else the embed's width and height attributes'.
  const width = Number(element?.getAttribute('width'));
  const height = Number(element?.getAttribute('height'));
  const percent =
    typeof config.aspectRatio === 'number' && config.aspectRatio > 0
      ? config.aspectRatio
      : width > 0 && height > 0
        ? (height / width) * 100
        : VIDEO_ASPECT_PERCENT;
  return {
    // The element is an iframe or an object (the template's query), and none is an iframe.
    type: (element?.localName ?? 'iframe') as VideoEmbed['type'],
    src,
    ...(source ? { source } : { element: element! }),
    title: config.title?.trim() || element?.getAttribute('title') || embedMessages.untitled,
    mode: mode ?? 'none',
    aspectPercent: percent,
    ...(config.thumbnail ? { thumbnail: config.thumbnail } : {}),
  };
}
