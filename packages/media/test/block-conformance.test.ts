// @vitest-environment jsdom
import { describeBlockConformance } from '@tessera/runtime/testing';
import { expect } from 'vitest';

// `load: false`: a started load (media's loadImage) writes the source and waits on load and
// error listeners that destroy does not undo yet.
describeBlockConformance({
  name: 'image',
  load: () => import('../src/image-block'),
  markup: `<figure data-block="image" data-block-config='{"lightbox":true,"load":false}'>
  <img data-src="/images/dunes.jpg" data-image-dimensions="1600x1067" alt="Dunes">
  <figcaption>Dunes at dawn</figcaption>
</figure>`,
  initialized(element) {
    const img = element.querySelector('img')!;
    expect([img.getAttribute('role'), img.getAttribute('aria-haspopup')]).toEqual([
      'button',
      'dialog',
    ]);
  },
});
