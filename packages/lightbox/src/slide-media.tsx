/** @jsxRuntime classic */
/** @jsx React.createElement */
// The classic JSX runtime, through react-api.ts: one shared import for the whole view (see there).

import { buildSrcset, siteImageUrlBuilder } from '@tessera/media';
import type { ReactNode } from 'react';
import type { LightboxItem } from './items';
import { lightboxMessages } from './messages';
import type { LightboxOptions } from './options';
import * as React from './react-api';
import { sizesFor } from './sizes';
import type { ZoomState } from './zoom';

interface SlideMediaProps {
  item: LightboxItem;
  active: boolean;
  zoom: ZoomState;
  sizeFormat: LightboxOptions['sizeFormat'];
}

/** A slide's picture (responsive, zoomed when active), or the shown slide's video player. */
export function SlideMedia({ item, active, zoom, sizeFormat }: SlideMediaProps): ReactNode {
  if (item.type === 'video' && item.videoUrl) {
    // Only the shown video keeps its player: leaving the slide stops it.
    return active ? (
      <iframe
        className="media"
        src={item.videoUrl}
        title={item.alt || lightboxMessages.video}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
      />
    ) : null;
  }
  // The site's image loader (a CDN template, or none on a static host), else Tessera's.
  const url = siteImageUrlBuilder(sizeFormat);
  return (
    <img
      className="media"
      src={item.src}
      srcSet={url ? buildSrcset(item.src, item.width ?? 2500, url) || undefined : undefined}
      sizes={url ? sizesFor(item) : undefined}
      alt={item.alt ?? ''}
      width={item.width}
      height={item.height}
      // The shown picture first; neighbours are only a preload.
      fetchPriority={active ? 'high' : 'low'}
      draggable={false}
      style={
        zoom.scale > 1
          ? { transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }
          : undefined
      }
    />
  );
}
