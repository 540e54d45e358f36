/**
 * Photos: @tessera/gallery/react's <Gallery> (the slider design, its own arrows, keys and swipe)
 * and @tessera/lightbox/react's controlled <Lightbox>, opened on the shown photo by a click on it
 * or by the button, closed by the visitor; the app owns `open` and `index`.
 */
import { Gallery, type GallerySlide } from '@tessera/gallery/react';
import { Lightbox, type LightboxItem } from '@tessera/lightbox/react';
import { type ReactNode, useState } from 'react';

const slides: GallerySlide[] = [
  { id: 'harbour', src: '/images/harbour.svg', alt: 'A harbour at dusk', width: 1200, height: 800 },
  { id: 'canyon', src: '/images/canyon.svg', alt: 'A red canyon', width: 1200, height: 800 },
  {
    id: 'glacier',
    src: '/images/glacier.svg',
    alt: 'A glacier under cloud',
    width: 1200,
    height: 800,
  },
  { id: 'dunes', src: '/images/dunes.svg', alt: 'Sand dunes at noon', width: 1200, height: 800 },
];

const lightboxSlides: LightboxItem[] = slides.map((slide) => ({
  src: slide.src,
  alt: slide.alt,
  width: slide.width,
  height: slide.height,
  meta: slide.alt,
}));

export function Photos(): ReactNode {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const show = (at: number) => {
    setIndex(at);
    setOpen(true);
  };
  return (
    <section aria-labelledby="photos-heading">
      <h2 id="photos-heading">Photos</h2>
      <Gallery
        design="slider"
        slides={slides}
        label="Landscapes"
        options={{ lightbox: true }}
        onIndexChange={setIndex}
        onOpenLightbox={show}
      />
      <p>
        <button type="button" onClick={() => show(index)}>
          View photo {index + 1} of {slides.length} full screen
        </button>
      </p>
      <Lightbox
        open={open}
        slides={lightboxSlides}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}
