// @vitest-environment jsdom
import { describeBlockConformance } from '@tessera/runtime/testing';
import { expect } from 'vitest';

// Thumbnails with their own src: a thumbnail the media queue loads (`img[data-src]`) keeps its
// loaded source and its load listeners after destroy (media's loadImage has no undo yet).
const links = `<ul data-block="lightbox" data-block-config='{"lightboxTheme":"light"}'>
  <li><a href="/images/dunes.jpg" data-image-dimensions="1600x1067"><img src="/t/dunes.jpg" alt="Dunes"></a></li>
  <li><figure data-src="/images/harbour.jpg"><img src="/t/harbour.jpg" alt="Harbour"></figure></li>
</ul>`;

describeBlockConformance({
  name: 'lightbox',
  variant: 'links',
  load: () => import('../src/lightbox-block'),
  markup: links,
  initialized(element) {
    // The opener that is no link became a button.
    const figure = element.querySelector('figure')!;
    expect([figure.getAttribute('role'), figure.getAttribute('tabindex')]).toEqual(['button', '0']);
  },
});

describeBlockConformance({
  name: 'image-lightbox',
  load: () => import('../src/image-lightbox-block'),
  selector: '[data-block="image"]',
  markup: `<figure data-block="image" data-block-config='{"lightbox":true}'>
  <img data-src="/images/dunes.jpg" data-image-dimensions="1600x1067" alt="Dunes">
</figure>`,
  // The image block owns this element's configuration and refuses bad JSON itself (media's run
  // of this suite); the runtime's readBlockConfig names the element's block, "image".
  configAttribute: false,
});
