// @vitest-environment jsdom
import { describeBlockConformance } from '@tessera/runtime/testing';
import { expect } from 'vitest';

describeBlockConformance({
  name: 'video',
  load: () => import('../src/video-block'),
  markup: `<div data-block="video" data-block-config='{"url":"https://youtu.be/M7lc1UVf-VE","title":"Film","thumbnail":"/t.jpg"}' style="aspect-ratio:1000/563">
  <a href="https://youtu.be/M7lc1UVf-VE">Watch on YouTube</a>
</div>`,
  initialized(element) {
    expect(
      element.querySelector('button[data-part="video-play"]')!.getAttribute('aria-label'),
    ).toBe('Play video: Film');
  },
  malformedConfigs: ['[1]'],
  // About the block, not the wait for a choice: the site opts out of waiting (waitForConsent
  // false), so without a restrictive policy the third party loads at once (the spec's rule).
  setup() {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" id="tessera-consent">{"waitForConsent":false}</script>',
    );
    return () => document.getElementById('tessera-consent')?.remove();
  },
});

describeBlockConformance({
  name: 'audio',
  load: () => import('../src/audio-block'),
  markup: `<div data-block="audio" data-block-config='{"url":"/media/a.wav","title":"Harbour"}'>
  <a href="/media/a.wav">Listen</a>
</div>`,
  initialized(element) {
    expect(element.querySelector('audio')!.getAttribute('preload')).toBe('none');
  },
  malformedConfigs: ['[1]'],
});
