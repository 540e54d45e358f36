/** @jsxRuntime classic */
/** @jsx React.createElement */
// The classic JSX runtime, through react-api.ts: one shared import for the whole view (see there).

import type { ReactNode } from 'react';
import type { LightboxItem } from './items';
import type { LightboxAction } from './lightbox-machine';
import { nearSlides, slideOffset } from './near-slides';
import type { LightboxOptions } from './options';
import * as React from './react-api';
import { useRef } from './react-api';
import { SlideMedia } from './slide-media';
import { useStageGestures } from './use-stage-gestures';
import { useWheelZoom } from './use-wheel-zoom';
import { noZoom, type ZoomState } from './zoom';

interface StageProps {
  items: readonly LightboxItem[];
  index: number;
  zoom: ZoomState;
  transition: 'fade' | 'scroll';
  loop: boolean;
  sizeFormat: LightboxOptions['sizeFormat'];
  dispatch(action: LightboxAction): void;
}

/** The slides, with swipe, pinch, wheel zoom and pan. Only neighbours hold their media. */
export function Stage(props: StageProps): ReactNode {
  const { items, index, zoom, transition, loop, sizeFormat, dispatch } = props;
  const stage = useRef<HTMLDivElement>(null);
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  const onDoubleClick = useWheelZoom(stage, zoomRef, dispatch);
  const gestures = useStageGestures(stage, zoomRef, dispatch);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the gesture surface (swipe, pinch, pan); the arrow keys and buttons do the same
    <div
      ref={stage}
      className="stage"
      data-part="stage"
      {...gestures}
      onDoubleClick={onDoubleClick}
    >
      <div className="track">
        {nearSlides(index, items.length, loop).map((slide) => {
          const item = items[slide]!;
          const active = slide === index;
          const offset = slideOffset(slide, index, items.length, loop);
          return (
            <figure
              className="slide"
              key={item.id ?? slide}
              data-active={active ? '' : undefined}
              data-zoomed={active && zoom.scale > 1 ? '' : undefined}
              aria-hidden={active ? undefined : true}
              style={
                transition === 'scroll' ? { transform: `translateX(${offset * 100}%)` } : undefined
              }
            >
              <SlideMedia
                item={item}
                active={active}
                zoom={active ? zoom : noZoom}
                sizeFormat={sizeFormat}
              />
            </figure>
          );
        })}
      </div>
    </div>
  );
}
