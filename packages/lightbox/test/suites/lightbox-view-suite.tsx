import { setTimeout as sleep } from 'node:timers/promises';
import { LIGHTBOX_OPEN_EVENT } from '@tessera/runtime';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogShim } from '../../../../tests/support/jsdom-dialog';
import type { LightboxItem } from '../../src/items';
import { listenForLightboxOpen } from '../../src/listen-for-lightbox-open';
import {
  type LightboxHandle,
  mountLightbox,
  type OpenLightboxRequest,
} from '../../src/mount-lightbox';

/** Commits renders and effects (React's act). */
export type Act = (work: () => Promise<void> | void) => Promise<void>;

/**
 * The lightbox view's wiring (jsdom, fake timers), run once under React and once under
 * preact/compat (the script build's renderer); Chromium runs it against dist/ in tests/e2e.
 */
export function lightboxViewSuite(act: Act): void {
  const items: LightboxItem[] = Array.from({ length: 5 }, (_, index) => ({
    src: `/img/${index}.jpg`,
    alt: `Picture ${index}`,
    id: `p${index}`,
    width: 1600,
    height: 1000,
    meta: `Caption ${index}`,
  }));

  function root(): ShadowRoot {
    return document.querySelector('tessera-overlays')!.shadowRoot!;
  }
  // The overlay host leaves the page with its last overlay: then nothing matches.
  const $ = (selector: string) =>
    document.querySelector('tessera-overlays')?.shadowRoot?.querySelector<HTMLElement>(selector) ??
    null;
  const lightbox = () => $('.lightbox');
  const activeImage = () => $('.slide[data-active] .media') as HTMLImageElement | null;

  async function open(request: Partial<OpenLightboxRequest> = {}): Promise<LightboxHandle> {
    let handle!: LightboxHandle;
    await act(async () => {
      handle = mountLightbox({ items, index: 0, options: { mobile: false }, ...request });
    });
    return handle;
  }

  async function advance(ms: number) {
    await act(async () => {
      vi.advanceTimersByTime(ms);
    });
  }

  async function key(name: string) {
    await act(async () => {
      (root().activeElement ?? lightbox())!.dispatchEvent(
        new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }),
      );
    });
  }

  async function click(target: Element, clientX: number, clientY = 384) {
    await act(async () => {
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX, clientY }));
    });
  }

  /** Opens and waits out the fades (0.3 s + 0.6 s). */
  async function openFully(request: Partial<OpenLightboxRequest> = {}) {
    const handle = await open(request);
    await advance(300);
    await advance(600);
    return handle;
  }

  beforeAll(installDialogShim);

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
    document.body.innerHTML = '<button id="thumb">thumb</button>';
    history.replaceState(null, '', '/gallery.html');
  });

  afterEach(async () => {
    await act(async () => {
      document.querySelector('tessera-overlays')?.remove();
    });
    vi.useRealTimers();
  });

  async function closeAndSettle(handle: LightboxHandle) {
    await act(async () => handle.close());
    await advance(600);
    await handle.closed;
  }

  describe('opening (spec 001 §4: overlay 0.3 s, then content 0.6 s, then closable)', () => {
    it('is a labelled native modal dialog with the first slide', async () => {
      const handle = await open({ index: 2 });
      const dialog = root().querySelector('dialog')!;
      expect(dialog.open).toBe(true);
      expect(dialog.getAttribute('aria-label')).toBe('Image viewer');
      expect(activeImage()!.getAttribute('src')).toBe('/img/2.jpg');
      expect(activeImage()!.getAttribute('alt')).toBe('Picture 2');
      expect($('.count')!.textContent).toBe('3 of 5');
      expect(root().activeElement).toBe($('.close'));
      await advance(300);
      await advance(600);
      await closeAndSettle(handle);
    });

    it('wraps the first index into range (spec 001 §4: negatives count from the end)', async () => {
      const shown: (string | null | undefined)[] = [];
      for (const index of [-1, 7, Number.NaN]) {
        const handle = await openFully({ index });
        shown.push($('.count')!.textContent, activeImage()!.getAttribute('src'));
        await closeAndSettle(handle);
      }
      expect(shown).toEqual([
        '5 of 5',
        '/img/4.jpg',
        '3 of 5',
        '/img/2.jpg',
        '1 of 5',
        '/img/0.jpg',
      ]);
    });

    it('goes overlay → content at 300 ms → open at 900 ms, and refuses to close before', async () => {
      const handle = await open();
      expect(lightbox()!.dataset.phase).toBe('overlay');
      await key('Escape');
      await act(async () => $('.close')!.click());
      await advance(299);
      expect(lightbox()!.dataset.phase).toBe('overlay');
      await advance(1);
      expect(lightbox()!.dataset.phase).toBe('content');
      await key('Escape');
      await advance(599);
      expect(lightbox()!.dataset.phase).toBe('content');
      await advance(1);
      expect(lightbox()!.dataset.phase).toBe('open');
      await closeAndSettle(handle);
    });

    it('takes the theme: light, else dark', async () => {
      let handle = await openFully({ options: { theme: 'light', mobile: false } });
      expect(lightbox()!.dataset.theme).toBe('light');
      await closeAndSettle(handle);
      handle = await openFully({ options: { theme: 'sepia' as 'dark', mobile: false } });
      expect(lightbox()!.dataset.theme).toBe('dark');
      await closeAndSettle(handle);
    });
  });

  describe('closing and focus', () => {
    it('Escape closes once open; focus returns to the thumbnail; nothing is left', async () => {
      const thumb = document.getElementById('thumb')!;
      thumb.focus();
      const handle = await openFully({ returnFocus: thumb });
      await key('Escape');
      expect(lightbox()!.dataset.phase).toBe('closing');
      await advance(600);
      await handle.closed;
      expect(lightbox()).toBeNull();
      expect(document.activeElement).toBe(thumb);
      expect(vi.getTimerCount()).toBe(0);
    });

    it('the close button closes', async () => {
      const handle = await openFully();
      await act(async () => $('.close')!.click());
      await advance(600);
      await handle.closed;
      expect(lightbox()).toBeNull();
    });

    it('the back button closes, even during the fades', async () => {
      const handle = await open();
      await act(async () => {
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await advance(600);
      await handle.closed;
      expect(lightbox()).toBeNull();
    });

    it('with history on, the slide is in the hash and follows navigation', async () => {
      const handle = await openFully({ options: { history: true, mobile: false } });
      expect(location.hash).toBe('#itemId=p0');
      await key('ArrowRight');
      expect(location.hash).toBe('#itemId=p1');
      await closeAndSettle(handle);
    });

    it('opening a second lightbox replaces the first', async () => {
      await openFully();
      const entries = history.length;
      const second = await openFully({ index: 3 });
      // The second takes over the first one's entry: popping it would, in Chromium, land after
      // the second one's push and close the second.
      expect(history.length).toBe(entries);
      expect(root().querySelectorAll('.lightbox')).toHaveLength(1);
      expect(activeImage()!.getAttribute('src')).toBe('/img/3.jpg');
      // The first one's history entry is popped asynchronously: that pop is not a Back.
      await act(async () => {
        await sleep(20);
      });
      expect(lightbox()!.dataset.phase).toBe('open');
      expect(history.state?.tesseraLightbox).toBe(true);
      await closeAndSettle(second);
    });
  });

  describe('keyboard (spec 001 §2)', () => {
    it('arrows navigate, throttled to one action per 200 ms', async () => {
      const handle = await openFully();
      await key('ArrowRight');
      expect(handle.index).toBe(1);
      await key('ArrowRight');
      await advance(199);
      await key('ArrowRight');
      expect(handle.index).toBe(1);
      await advance(1);
      await key('ArrowRight');
      expect(handle.index).toBe(2);
      await advance(200);
      await key('ArrowLeft');
      expect(handle.index).toBe(1);
      await closeAndSettle(handle);
    });

    it('arrows reach the lightbox when the dialog itself has the keys (after a click on the picture); Alt+arrow is left to the browser', async () => {
      const handle = await openFully();
      const press = (target: Element, init: KeyboardEventInit) => {
        const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
        target.dispatchEvent(event);
        return event.defaultPrevented;
      };
      const dialog = root().querySelector('dialog')!;
      let prevented = false;
      await act(async () => {
        prevented = press(dialog, { key: 'ArrowRight' });
      });
      expect(prevented).toBe(true);
      expect(handle.index).toBe(1);
      await advance(200);
      await act(async () => {
        prevented = press(dialog, { key: 'ArrowLeft', altKey: true });
      });
      expect(prevented).toBe(false);
      expect(handle.index).toBe(1);
      await closeAndSettle(handle);
    });

    it('Enter and Space activate the buttons (native buttons)', async () => {
      const handle = await openFully();
      const next = $('.next')!;
      expect(next.tagName).toBe('BUTTON');
      expect(next.getAttribute('type')).toBe('button');
      expect(next.getAttribute('aria-label')).toBe('Next');
      expect($('.previous')!.getAttribute('aria-label')).toBe('Previous');
      expect($('.close')!.getAttribute('aria-label')).toBe('Close');
      await act(async () => next.click());
      expect(handle.index).toBe(1);
      await closeAndSettle(handle);
    });
  });

  describe('desktop clicks (spec 001 §2)', () => {
    it('right half next, left half previous, margin and image nothing, elsewhere closes', async () => {
      const handle = await openFully({ index: 1 });
      const stage = $('.stage')!;
      await click(stage, 800);
      expect(handle.index).toBe(2);
      await click(stage, 200);
      expect(handle.index).toBe(1);
      await click(stage, 10);
      await click(stage, 1014);
      expect(handle.index).toBe(1);
      await click(activeImage()!, 900);
      expect(handle.index).toBe(1);
      expect(lightbox()!.dataset.phase).toBe('open');
      await click($('.bar')!, 500);
      expect(lightbox()!.dataset.phase).toBe('closing');
      await advance(600);
      await handle.closed;
    });

    it('loops on desktop', async () => {
      const handle = await openFully({ index: 4 });
      await act(async () => $('.next')!.click());
      expect(handle.index).toBe(0);
      await act(async () => $('.previous')!.click());
      expect(handle.index).toBe(4);
      await closeAndSettle(handle);
    });
  });

  describe('arrows hide (spec 001 §2: after 500 ms without movement)', () => {
    it('hide at 500 ms and come back on movement', async () => {
      const handle = await open();
      expect(lightbox()!.dataset.arrows).toBe('visible');
      await advance(499);
      expect(lightbox()!.dataset.arrows).toBe('visible');
      await advance(1);
      expect(lightbox()!.dataset.arrows).toBe('hidden');
      await act(async () => {
        lightbox()!.dispatchEvent(new Event('pointermove', { bubbles: true }));
      });
      expect(lightbox()!.dataset.arrows).toBe('visible');
      await advance(500);
      expect(lightbox()!.dataset.arrows).toBe('hidden');
      await advance(400);
      await closeAndSettle(handle);
    });

    it('keep showing while the pointer moves: 500 ms from the last movement', async () => {
      const handle = await open();
      const move = () =>
        act(async () => {
          lightbox()!.dispatchEvent(new Event('pointermove', { bubbles: true }));
        });
      await advance(400);
      await move();
      await advance(400);
      expect(lightbox()!.dataset.arrows).toBe('visible');
      await move();
      await advance(499);
      expect(lightbox()!.dataset.arrows).toBe('visible');
      await advance(1);
      expect(lightbox()!.dataset.arrows).toBe('hidden');
      await closeAndSettle(handle);
    });
  });

  describe('mobile (spec 001 §2)', () => {
    it('scroll transition, no loop, caption toggle, clicks do not navigate', async () => {
      const handle = await openFully({ index: 4, options: { mobile: true } });
      expect(lightbox()!.dataset.transition).toBe('scroll');
      expect(($('.next') as HTMLButtonElement).disabled).toBe(true);
      await act(async () => $('.next')!.click());
      expect(handle.index).toBe(4);
      const slides = [...root().querySelectorAll<HTMLElement>('.slide')];
      expect(slides.map((slide) => slide.style.transform)).toEqual([
        'translateX(-100%)',
        'translateX(0%)',
      ]);
      const toggle = $('.caption-toggle')!;
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect($('.meta')!.hasAttribute('data-open')).toBe(false);
      await act(async () => toggle.click());
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect($('.meta')!.hasAttribute('data-open')).toBe(true);
      await click($('.stage')!, 100);
      expect(handle.index).toBe(4);
      await closeAndSettle(handle);
    });

    it('desktop shows no caption toggle', async () => {
      const handle = await openFully();
      expect($('.caption-toggle')).toBeNull();
      expect($('.meta')!.textContent).toBe('Caption 0');
      await closeAndSettle(handle);
    });
  });

  describe('gestures (issue 7: swipe on touch, pinch and wheel zoom on images)', () => {
    /** jsdom has no PointerEvent: an Event carrying the fields the view reads. */
    function pointer(
      type: string,
      fields: Record<string, number | string | boolean>,
      timeStamp: number,
    ) {
      const event = new Event(type, { bubbles: true, cancelable: true });
      Object.assign(event, { pointerType: 'touch', clientY: 300, ...fields });
      Object.defineProperty(event, 'timeStamp', { value: timeStamp });
      return event;
    }
    async function fire(event: Event) {
      await act(async () => {
        $('.stage')!.dispatchEvent(event);
      });
    }
    const zoomed = () => $('.slide[data-active]')!.hasAttribute('data-zoomed');

    it('a touch flick of 50 px or more within 250 ms changes the slide; a shorter one does not', async () => {
      const handle = await openFully();
      await fire(pointer('pointerdown', { pointerId: 1, clientX: 500 }, 1000));
      await fire(pointer('pointerup', { pointerId: 1, clientX: 451 }, 1100));
      expect(handle.index).toBe(0);
      await fire(pointer('pointerdown', { pointerId: 1, clientX: 500 }, 2000));
      await fire(pointer('pointerup', { pointerId: 1, clientX: 450 }, 2100));
      expect(handle.index).toBe(1);
      await fire(pointer('pointerdown', { pointerId: 1, clientX: 400 }, 3000));
      await fire(pointer('pointerup', { pointerId: 1, clientX: 500 }, 3200));
      expect(handle.index).toBe(0);
      // A mouse drag is not a swipe (the desktop has click zones for that).
      await fire(
        pointer('pointerdown', { pointerId: 1, clientX: 500, pointerType: 'mouse' }, 4000),
      );
      await fire(pointer('pointerup', { pointerId: 1, clientX: 300, pointerType: 'mouse' }, 4100));
      expect(handle.index).toBe(0);
      await closeAndSettle(handle);
    });

    it('a finger lifted outside the stage does not turn the next flick into a pinch', async () => {
      const handle = await openFully();
      await fire(pointer('pointerdown', { pointerId: 1, clientX: 500, isPrimary: true }, 1000));
      // Its pointerup landed elsewhere; the next touch is a new primary pointer.
      await fire(pointer('pointerdown', { pointerId: 2, clientX: 500, isPrimary: true }, 2000));
      await fire(pointer('pointerup', { pointerId: 2, clientX: 420 }, 2100));
      expect(handle.index).toBe(1);
      await closeAndSettle(handle);
    });

    it('two fingers moving apart zoom the picture, and do not swipe', async () => {
      const handle = await openFully();
      await fire(pointer('pointerdown', { pointerId: 1, clientX: 400 }, 1000));
      await fire(pointer('pointerdown', { pointerId: 2, clientX: 500 }, 1010));
      await fire(pointer('pointermove', { pointerId: 2, clientX: 600 }, 1050));
      expect(zoomed()).toBe(true);
      expect(activeImage()!.style.transform).toContain('scale(2)');
      await fire(pointer('pointerup', { pointerId: 2, clientX: 600 }, 1100));
      await fire(pointer('pointerup', { pointerId: 1, clientX: 300 }, 1110));
      expect(handle.index).toBe(0);
      await closeAndSettle(handle);
    });

    it('the wheel zooms the image (not the page behind), double-click toggles 2×, moving on resets', async () => {
      const handle = await openFully();
      const wheel = new WheelEvent('wheel', { deltaY: -300, bubbles: true, cancelable: true });
      await act(async () => {
        activeImage()!.dispatchEvent(wheel);
      });
      expect(wheel.defaultPrevented).toBe(true);
      expect(zoomed()).toBe(true);
      await act(async () => handle.next());
      expect(zoomed()).toBe(false);
      const offImage = new WheelEvent('wheel', { deltaY: -300, bubbles: true, cancelable: true });
      await act(async () => {
        $('.stage')!.dispatchEvent(offImage);
      });
      expect(offImage.defaultPrevented).toBe(false);
      expect(zoomed()).toBe(false);
      const doubleClick = () =>
        act(async () => {
          activeImage()!.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
        });
      await doubleClick();
      expect(activeImage()!.style.transform).toContain('scale(2)');
      await doubleClick();
      expect(zoomed()).toBe(false);
      await closeAndSettle(handle);
    });
  });

  describe('slides', () => {
    it('only neighbours hold media; responsive srcset and sizes', async () => {
      const handle = await openFully({ index: 2 });
      expect(root().querySelectorAll('.slide')).toHaveLength(3);
      expect(root().querySelectorAll('.slide img')).toHaveLength(3);
      expect(activeImage()!.getAttribute('fetchpriority')).toBe('high');
      expect(activeImage()!.getAttribute('srcset')).toContain('/img/2.jpg?format=1500w 1500w');
      expect(activeImage()!.getAttribute('srcset')).not.toContain('2500w');
      expect(activeImage()!.getAttribute('sizes')).toBe('min(100vw, 160vh)');
      await closeAndSettle(handle);
    });

    it("sizeFormat 'none' uses the source as it is", async () => {
      const handle = await openFully({ options: { sizeFormat: 'none', mobile: false } });
      expect(activeImage()!.hasAttribute('srcset')).toBe(false);
      await closeAndSettle(handle);
    });

    it('an image without dimensions still shows', async () => {
      const handle = await openFully({ items: [{ src: '/plain.jpg' }] });
      expect(activeImage()!.getAttribute('src')).toBe('/plain.jpg');
      expect(activeImage()!.hasAttribute('width')).toBe(false);
      expect(activeImage()!.getAttribute('sizes')).toBe('100vw');
      expect($('.next')).toBeNull();
      await closeAndSettle(handle);
    });

    it('video slides play in an iframe while shown', async () => {
      const handle = await openFully({
        items: [
          { type: 'video', src: '', videoUrl: 'https://player.vimeo.com/video/1', alt: 'Film' },
          items[0]!,
        ],
      });
      const iframe = root().querySelector('.slide[data-active] iframe')!;
      expect(iframe.getAttribute('src')).toBe('https://player.vimeo.com/video/1');
      expect(iframe.getAttribute('title')).toBe('Film');
      await act(async () => $('.next')!.click());
      expect(root().querySelector('iframe')).toBeNull();
      await closeAndSettle(handle);
    });

    it('a thumbnail strip when asked', async () => {
      const handle = await openFully({ options: { thumbnails: true, mobile: false } });
      const thumbs = root().querySelectorAll<HTMLButtonElement>('.thumb');
      expect(thumbs).toHaveLength(5);
      expect(thumbs[0]!.getAttribute('aria-current')).toBe('true');
      expect(thumbs[1]!.querySelector('img')!.getAttribute('src')).toBe('/img/1.jpg?format=100w');
      await act(async () => thumbs[3]!.click());
      expect(handle.index).toBe(3);
      await closeAndSettle(handle);
    });

    it("refuses an empty set: 'No images'", () => {
      expect(() => mountLightbox({ items: [] })).toThrow('No images');
    });
  });

  describe('gallery hand-off', () => {
    it('opens on tessera:gallery-open with the block options and returns focus to the slide', async () => {
      const gallery = document.createElement('div');
      gallery.setAttribute('data-block', 'gallery');
      gallery.setAttribute('data-block-config', '{"lightboxTheme":"light"}');
      gallery.innerHTML =
        '<a href="#" id="s0" data-slide data-src="/a.jpg"><img alt="A"></a><a href="#" id="s1" data-slide data-src="/b.jpg"><img alt="B"></a>';
      document.body.append(gallery);
      const stop = listenForLightboxOpen(gallery);
      const slides = [...gallery.querySelectorAll('[data-slide]')];
      await act(async () => {
        gallery.dispatchEvent(
          new CustomEvent(LIGHTBOX_OPEN_EVENT, { detail: { index: 1, slides } }),
        );
        await vi.dynamicImportSettled();
      });
      expect(lightbox()!.dataset.theme).toBe('light');
      expect(activeImage()!.getAttribute('src')).toBe('/b.jpg');
      await advance(300);
      await advance(600);
      await key('Escape');
      await advance(600);
      expect(document.activeElement!.id).toBe('s1');
      stop();
    });
  });
}
