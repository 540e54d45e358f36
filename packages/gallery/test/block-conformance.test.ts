// @vitest-environment jsdom
import { describeBlockConformance } from '@tessera/runtime/testing';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { designs } from '../src/design-names';
import { fakeWidth, galleryMarkup } from './fixtures';

let restoreWidth: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  restoreWidth = fakeWidth(900);
});
afterEach(() => {
  restoreWidth();
  vi.useRealTimers();
  history.replaceState(null, '', '/');
});

// Every design, autoplay on where the design has it: its timers must stop on destroy too.
for (const design of designs) {
  describeBlockConformance({
    name: 'gallery',
    variant: design,
    load: () => import('../src/block'),
    markup: galleryMarkup({ design, autoplay: true, historyHash: true }),
    malformedConfigs: ['"grid"', '[]'],
    initialized(element) {
      expect([
        element.getAttribute('data-gallery-design'),
        element.hasAttribute('data-gallery-ready'),
      ]).toEqual([design, true]);
    },
  });
}

// Slides the slide-content chunk loads (data-src) and captions it measures, in a grid and a
// slideshow: its queue, observers and attributes must go on destroy too.
for (const design of ['grid', 'slideshow']) {
  describeBlockConformance({
    name: 'gallery',
    variant: `${design} with data-src slides and captions`,
    load: () => import('../src/block'),
    markup: galleryMarkup({ design }).replace(
      /<img src="(\/i\d\.jpg)"([^>]*)>/g,
      '<img data-src="$1"$2><figcaption>Caption</figcaption>',
    ),
    malformedConfigs: ['"grid"'],
    initialized(element) {
      expect(element.querySelectorAll('img[data-src]').length).toBe(3);
    },
  });
}
