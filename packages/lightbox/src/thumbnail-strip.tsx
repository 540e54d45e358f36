/** @jsxRuntime classic */
/** @jsx React.createElement */
// The classic JSX runtime, through react-api.ts: one shared import for the whole view (see there).

import { siteImageUrlBuilder } from '@tessera/media';
import type { ReactNode } from 'react';
import type { LightboxItem } from './items';
import type { LightboxAction } from './lightbox-machine';
import { lightboxMessages } from './messages';
import type { LightboxOptions } from './options';
import * as React from './react-api';

/** The smallest of the spec's widths (001 §9), for strip thumbnails. */
const THUMBNAIL_WIDTH = 100;

function thumbnailOf(item: LightboxItem, sizeFormat: LightboxOptions['sizeFormat']): string {
  if (item.thumbnail) return item.thumbnail;
  // The site's image loader (a CDN template, or none on a static host), else ?format=100w.
  const url = siteImageUrlBuilder(sizeFormat);
  return url ? url(item.src, THUMBNAIL_WIDTH) : item.src;
}

/**
 * The `thumbnails` option: one button per slide, the one at `index` marked. A render function,
 * not a component: it holds no state, and positional arguments minify.
 */
export function thumbnailStrip(
  items: readonly LightboxItem[],
  index: number,
  sizeFormat: LightboxOptions['sizeFormat'],
  dispatch: (action: LightboxAction) => void,
): ReactNode {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form fieldset
    <div className="strip" role="group" aria-label={lightboxMessages.thumbnails}>
      {items.map((thumb, slide) => (
        <button
          type="button"
          className="thumb"
          key={thumb.id ?? slide}
          aria-current={slide === index}
          aria-label={lightboxMessages.slide.replace('{index}', String(slide + 1))}
          onClick={() => dispatch({ type: 'goTo', index: slide })}
        >
          <img src={thumbnailOf(thumb, sizeFormat)} alt="" loading="lazy" />
        </button>
      ))}
    </div>
  );
}
