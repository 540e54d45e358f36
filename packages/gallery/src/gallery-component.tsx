/**
 * `<Gallery design slides label>`: the gallery as a React component. It renders the markup the
 * engine reads and gallery.css lays out (docs/markup.md "Gallery", with `data-gallery` in place
 * of `data-block="gallery"`, so that a page that also runs the Tessera script does not start a
 * second engine on it), then starts the engine with `useGallery`. Server-rendered, it shows the
 * first slide laid out before any script, and the engine takes over without a layout shift.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import type { Design } from './design-names';
import {
  type GallerySlide,
  galleryConfig,
  galleryStyle,
  slideData,
  slideStyle,
} from './gallery-markup';
import { defaultLabels } from './messages';
import type { GalleryOptionsInput } from './options';
import { useGallery } from './use-gallery';

export interface GalleryProps {
  /** Default 'stacked' (spec 001 §2). */
  design?: Design;
  slides: readonly GallerySlide[];
  /** The gallery's accessible name. */
  label: string;
  /** The engine's options (docs/markup.md "Gallery" lists each with its default). */
  options?: Omit<GalleryOptionsInput, 'design'>;
  /** Previous and next buttons. Default true for the designs that navigate. */
  controls?: boolean;
  /** After each change of the shown slide (the carousel: the group). */
  onIndexChange?(index: number): void;
  /** A slide asked for the lightbox (with `options.lightbox`): open yours at `index`. */
  onOpenLightbox?(index: number): void;
  className?: string;
}

const navigating: readonly Design[] = ['stacked', 'slideshow', 'slider', 'carousel'];

/** Slides are part of the markup the engine reads once: new slides start a new engine. */
export function Gallery(props: GalleryProps): ReactNode {
  return <GalleryFrame key={JSON.stringify(props.slides)} {...props} />;
}

function GalleryFrame(props: GalleryProps): ReactNode {
  const { design = 'stacked', slides, label, options = {}, className } = props;
  const [ref, api] = useGallery({ ...options, design });
  const live = useRef(props);
  live.current = props;
  useEffect(() => {
    if (!api) return;
    const stopChange = api.on('change', ({ index }) => live.current.onIndexChange?.(index));
    const stopOpen = api.on('open-lightbox', ({ index }) => live.current.onOpenLightbox?.(index));
    return () => {
      stopChange();
      stopOpen();
    };
  }, [api]);
  const labels = { ...defaultLabels, ...options.labels };
  const controls = (props.controls ?? navigating.includes(design)) && slides.length > 1;
  return (
    <section
      ref={ref}
      data-gallery=""
      data-block-config={galleryConfig(design, options)}
      aria-label={label}
      className={className}
      style={galleryStyle(design, options)}
    >
      <div data-part="viewport">
        <div data-part="track">
          {slides.map((slide, index) => (
            <figure
              key={slide.id ?? slide.src}
              data-slide=""
              {...slideData(slide)}
              style={slideStyle(slide)}
            >
              <img
                src={slide.src}
                alt={slide.alt}
                width={slide.width}
                height={slide.height}
                // The first slide is what shows first; the browser fetches the others as they
                // near the viewport (and React 19 preloads only the first on the server).
                loading={index === 0 ? undefined : 'lazy'}
              />
              {slide.caption ? <figcaption>{slide.caption}</figcaption> : null}
            </figure>
          ))}
        </div>
      </div>
      {controls ? (
        <>
          <button type="button" data-part="previous" aria-label={labels.previous}>
            ‹
          </button>
          <button type="button" data-part="next" aria-label={labels.next}>
            ›
          </button>
        </>
      ) : null}
    </section>
  );
}
