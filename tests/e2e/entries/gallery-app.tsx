/**
 * The React app tests/e2e/react-gallery.test.ts server-renders and hydrates: a stacked gallery
 * and a carousel from @tessera/gallery/react, each telling the app its index.
 */
import { Gallery, type GallerySlide } from '@tessera/gallery/react';
import { useState } from 'react';

const slides: GallerySlide[] = ['canyon', 'dunes', 'glacier', 'harbour', 'meadow', 'orchard'].map(
  (name, index) => ({
    src: `/images/${name}.svg`,
    alt: name,
    width: 1200,
    height: 800,
    id: name,
    caption: index === 0 ? 'Canyon at dusk' : undefined,
  }),
);

export function GalleryApp() {
  const [stacked, setStacked] = useState(0);
  const [carousel, setCarousel] = useState(0);
  return (
    <>
      <h1>Galleries</h1>
      <Gallery design="stacked" label="Stacked" slides={slides} onIndexChange={setStacked} />
      <p>
        Stacked: <output id="stacked-index">{stacked}</output>
      </p>
      <Gallery
        design="carousel"
        label="Carousel"
        slides={slides}
        options={{ slidesPerRow: 3 }}
        onIndexChange={setCarousel}
      />
      <p>
        Carousel: <output id="carousel-index">{carousel}</output>
      </p>
    </>
  );
}
