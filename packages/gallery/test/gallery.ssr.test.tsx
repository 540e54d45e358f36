/**
 * @tessera/gallery/react on a server (react-dom/server, no window nor document): the gallery
 * renders the markup gallery.css lays out before any script, and the hook waits for the client.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Gallery, type GalleryApi, useGallery } from '../src/react';

function Probe({ seen }: { seen(api?: GalleryApi): void }) {
  const [ref, api] = useGallery({ design: 'carousel' });
  seen(api);
  return <div ref={ref} />;
}

describe('server rendering', () => {
  it('renders the gallery’s markup, the first slide laid out by the stylesheet', () => {
    const html = renderToString(
      <Gallery
        design="carousel"
        label="Work"
        options={{ slidesPerRow: 2 }}
        slides={[
          { src: '/a.jpg', alt: 'Canyon', width: 1200, height: 800, id: 'a', caption: 'Dusk' },
          { src: '/b.jpg', alt: 'River', width: 900, height: 1600 },
        ]}
      />,
    );
    // React 19 preloads the first image, which the others (lazy) do not take from it.
    expect(html).toEqual(
      '<link rel="preload" as="image" href="/a.jpg"/>' +
        '<section data-gallery="" data-block-config="{&quot;design&quot;:&quot;carousel&quot;}" aria-label="Work" style="--gallery-columns:2">' +
        '<div data-part="viewport"><div data-part="track">' +
        '<figure data-slide="" data-image-dimensions="1200x800" data-slide-id="a" style="--gallery-aspect:1.5">' +
        '<img src="/a.jpg" alt="Canyon" width="1200" height="800"/><figcaption>Dusk</figcaption></figure>' +
        '<figure data-slide="" data-image-dimensions="900x1600" style="--gallery-aspect:0.5625">' +
        '<img src="/b.jpg" alt="River" width="900" height="1600" loading="lazy"/></figure>' +
        '</div></div>' +
        '<button type="button" data-part="previous" aria-label="Previous slide">‹</button>' +
        '<button type="button" data-part="next" aria-label="Next slide">›</button></section>',
    );
  });

  it('gives the hook no api on the server', () => {
    const apis: (GalleryApi | undefined)[] = [];
    expect(renderToString(<Probe seen={(api) => apis.push(api)} />)).toEqual('<div></div>');
    expect(apis).toEqual([undefined]);
  });
});
