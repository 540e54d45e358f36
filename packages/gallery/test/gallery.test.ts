// @vitest-environment jsdom
import type { LightboxOpenDetail } from '@tessera/runtime';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createGallery, GALLERY_OPEN_EVENT } from '../src/gallery';
import type { GalleryOptions, GalleryOptionsInput } from '../src/options';
import { linkSlideIndexes } from '../src/slide-index';
import { fakeWidth, galleryMarkup, key, mount } from './fixtures';

/** jsdom has no PointerEvent: a MouseEvent carrying pointerType. */
const pointer = (type: string, pointerType: string) =>
  Object.assign(new MouseEvent(type), { pointerType });

let restoreWidth: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  restoreWidth = fakeWidth(900);
});
afterEach(() => {
  restoreWidth();
  vi.useRealTimers();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

const setup = (
  options: GalleryOptionsInput,
  slides?: Parameters<typeof galleryMarkup>[1],
  environment: Parameters<typeof createGallery>[2] = {},
) => {
  const element = mount(galleryMarkup({ design: options.design ?? 'stacked' }, slides));
  const gallery = createGallery(element, options, environment);
  return { element, gallery, slides: [...element.querySelectorAll<HTMLElement>('[data-slide]')] };
};

describe('keyboard (spec 001 §2: 37 and 39)', () => {
  it('left and right arrows move; the slide waits for its transition', () => {
    const { element, gallery } = setup({ design: 'slideshow', loop: false });
    key(element, 'ArrowRight', 39);
    expect(gallery.index).toBe(1);
    key(element, 'ArrowRight', 39); // refused while animating (spec 001 §4)
    expect(gallery.index).toBe(1);
    vi.advanceTimersByTime(1000);
    key(element, 'ArrowLeft', 37);
    expect(gallery.index).toBe(0);
  });
  it('honours custom keys and keyboard: false', () => {
    const custom = setup({ keys: { previous: 38, next: 40 } });
    key(custom.element, 'ArrowDown', 40);
    expect(custom.gallery.index).toBe(1);
    custom.gallery.destroy();
    const off = setup({ keyboard: false });
    key(off.element, 'ArrowRight', 39);
    expect(off.gallery.index).toBe(0);
  });
  it('Enter and Space open the lightbox from a slide, with the slides and index', () => {
    const { element, gallery, slides } = setup({ design: 'grid' });
    const fromEngine = vi.fn();
    const fromDom = vi.fn();
    gallery.on('open-lightbox', fromEngine);
    // Typed without a cast, as the README's example reads it.
    element.addEventListener(GALLERY_OPEN_EVENT, (event) => {
      expectTypeOf(event.detail).toEqualTypeOf<LightboxOpenDetail>();
      fromDom(event.detail);
    });
    expect(slides[1]?.getAttribute('tabindex')).toBe('0');
    expect(slides[1]?.getAttribute('role')).toBe('button');
    key(slides[1]!, 'Enter');
    expect(fromEngine).toHaveBeenCalledWith({ index: 1, slides: gallery.slides });
    expect(fromDom).toHaveBeenCalledWith({ index: 1, slides: gallery.slides });
    const space = key(slides[2]!, ' ');
    expect(space.defaultPrevented).toBe(true);
    expect(fromEngine).toHaveBeenLastCalledWith(expect.objectContaining({ index: 2 }));
    slides[0]!.click();
    expect(fromEngine).toHaveBeenLastCalledWith(expect.objectContaining({ index: 0 }));
  });
});

describe('a figure slide with a caption (ARIA in HTML: no role but figure)', () => {
  it('keeps its role; its image is the button that opens the lightbox', () => {
    const element =
      mount(`<div data-block="gallery"><div data-part="viewport"><div data-part="track">
      <figure data-slide><img src="a.jpg" alt="Harbour at dawn"><figcaption>Dawn</figcaption></figure>
      <figure data-slide><img src="b.jpg" alt=""><figcaption>Noon</figcaption></figure>
      <div data-slide><img src="c.jpg" alt="Dusk"></div>
    </div></div></div>`);
    const gallery = createGallery(element, { design: 'grid' });
    const opened = vi.fn();
    gallery.on('open-lightbox', opened);
    const [first, second, third] = [...element.querySelectorAll<HTMLElement>('[data-slide]')];
    const image = first!.querySelector('img')!;
    expect([first!.getAttribute('role'), first!.hasAttribute('tabindex')]).toEqual([null, false]);
    expect([
      image.getAttribute('role'),
      image.getAttribute('tabindex'),
      image.getAttribute('aria-label'),
    ]).toEqual(['button', '0', 'Harbour at dawn']);
    expect(second!.querySelector('img')!.getAttribute('aria-label')).toBe('2 of 3');
    expect([third!.getAttribute('role'), third!.getAttribute('tabindex')]).toEqual(['button', '0']);
    key(image, 'Enter');
    expect(opened).toHaveBeenCalledWith({ index: 0, slides: gallery.slides });
    gallery.destroy();
    expect([image.hasAttribute('role'), image.hasAttribute('tabindex')]).toEqual([false, false]);
  });
});

describe('slide index in the DOM', () => {
  it('fires reached-end and reached-beginning without looping; wraps with loop', () => {
    const { gallery } = setup({ design: 'stacked', loop: false });
    const end = vi.fn();
    const beginning = vi.fn();
    gallery.on('reached-end', end);
    gallery.on('reached-beginning', beginning);
    gallery.previous();
    expect(beginning).toHaveBeenCalled();
    gallery.goTo(2);
    vi.advanceTimersByTime(1000);
    gallery.next();
    expect(end).toHaveBeenCalled();
  });
  it('loops with two slides and with one', () => {
    const two = setup({ design: 'slideshow', transition: 'scroll' }, [{ id: 'a' }, { id: 'b' }]);
    two.gallery.next();
    vi.advanceTimersByTime(400);
    two.gallery.next();
    expect(two.gallery.index).toBe(0);
    // Forward: the incoming slide came from the right.
    expect(two.slides[0]!.style.transform).toBe('translate3d(0, 0, 0)');
    expect(two.slides[1]!.style.transform).toBe('translate3d(-100%, 0, 0)');
    two.gallery.destroy();
    const one = setup({ design: 'slideshow' }, [{ id: 'a' }]);
    one.gallery.next();
    one.gallery.previous();
    expect(one.gallery.index).toBe(0);
  });
  it('marks the active slide and lays slides out absolutely', () => {
    const { gallery, slides } = setup({ design: 'slideshow' });
    expect(slides[0]!.hasAttribute('data-active')).toBe(true);
    expect(slides[0]!.style.position).toBe('absolute');
    expect(slides[0]!.style.width).toBe('900px');
    expect(slides[0]!.style.height).toBe('600px');
    gallery.goTo(2);
    expect(slides[0]!.hasAttribute('data-active')).toBe(false);
    expect(slides[2]!.hasAttribute('data-active')).toBe(true);
  });
});

describe('transitions in the DOM (spec 001 §4)', () => {
  it('fade runs at the stacked speed (1 s) and refuses changes until it ends', () => {
    const { element, gallery } = setup({ design: 'slideshow' });
    gallery.next();
    expect(element.style.getPropertyValue('--gallery-speed')).toBe('1000ms');
    gallery.next();
    expect(gallery.index).toBe(1);
    vi.advanceTimersByTime(1000);
    gallery.next();
    expect(gallery.index).toBe(2);
  });
  it('ken-burns zooms the shown image to 1.075, then back out on the next turn', () => {
    const { gallery, slides } = setup({ design: 'slideshow', transition: 'ken-burns' });
    gallery.next();
    expect(slides[1]!.querySelector('img')!.style.transform).toBe('scale(1.075)');
    vi.advanceTimersByTime(1000);
    gallery.next();
    expect(slides[2]!.querySelector('img')!.style.transform).toBe('scale(1)');
  });
  it('scroll slides in 0.4 s, the incoming slide from the side of the move', () => {
    const { gallery, slides } = setup({ design: 'slideshow', transition: 'scroll' });
    gallery.previous();
    expect(slides[2]!.style.transition).toBe('transform 400ms ease');
    expect(slides[0]!.style.transform).toBe('translate3d(100%, 0, 0)');
  });
});

describe('linked galleries (the thumbnail strip)', () => {
  it('keep the same index both ways through their slide indexes', () => {
    document.body.innerHTML = galleryMarkup({}) + galleryMarkup({});
    const [main, strip] = [...document.querySelectorAll<HTMLElement>('[data-block="gallery"]')].map(
      (element, at) => createGallery(element, { design: at ? 'slider' : 'slideshow' }),
    );
    linkSlideIndexes(main!.slideIndex, strip!.slideIndex);
    main!.next();
    expect(strip!.index).toBe(1);
    vi.advanceTimersByTime(1000);
    strip!.goTo(2);
    expect(main!.index).toBe(2);
  });
});

describe('accessibility (WAI-ARIA carousel pattern)', () => {
  it('region, roledescriptions, n of m labels, hidden slides inert', () => {
    const { element, slides, gallery } = setup({ design: 'slideshow' });
    expect(element.getAttribute('role')).toBe('region');
    expect(element.getAttribute('aria-roledescription')).toBe('carousel');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(slides[0]!.getAttribute('role')).toBe('group');
    expect(slides[0]!.getAttribute('aria-roledescription')).toBe('slide');
    expect(slides[1]!.getAttribute('aria-hidden')).toBe('true');
    expect(slides[1]!.hasAttribute('inert')).toBe(true);
    expect(element.querySelector('[data-part="next"]')!.getAttribute('aria-label')).toBe(
      'Next slide',
    );
    const track = element.querySelector('[data-part="track"]')!;
    expect(track.getAttribute('aria-live')).toBe('polite');
    gallery.destroy();
  });
  it('a visible pause control while autoplay runs, and the live region off while rotating', () => {
    const { element, gallery } = setup({ design: 'slideshow', autoplay: true });
    const track = element.querySelector('[data-part="track"]')!;
    const pause = element.querySelector<HTMLButtonElement>('[data-part="pause"]')!;
    expect(pause).not.toBeNull();
    expect(pause.hidden).toBe(false);
    expect(pause.getAttribute('aria-label')).toBe('Pause slide show');
    expect(track.getAttribute('aria-live')).toBe('off');
    pause.click();
    expect(gallery.autoplay!.running).toBe(false);
    expect(pause.getAttribute('aria-label')).toBe('Play slide show');
    expect(track.getAttribute('aria-live')).toBe('polite');
    vi.advanceTimersByTime(20_000);
    expect(gallery.index).toBe(0);
    pause.click();
    expect(gallery.autoplay!.running).toBe(true);
    gallery.destroy();
    expect(element.querySelector('[data-part="pause"]')).toBeNull();
  });
  it('without any control to focus, the viewport takes focus for the arrow keys', () => {
    const element = mount(galleryMarkup({ design: 'slideshow' }, undefined, false));
    const gallery = createGallery(element, { design: 'slideshow' });
    const viewport = element.querySelector<HTMLElement>('[data-part="viewport"]')!;
    expect(viewport.getAttribute('tabindex')).toBe('0');
    key(viewport, 'ArrowRight', 39);
    expect(gallery.index).toBe(1);
    gallery.destroy();
    expect(viewport.hasAttribute('tabindex')).toBe(false);
  });
  it('a gallery without slides leaves the block as rendered', () => {
    const element = mount(galleryMarkup({ design: 'grid' }, []));
    const gallery = createGallery(element, { design: 'grid' });
    expect(
      element.querySelector<HTMLElement>('[data-part="track"]')!.getAttribute('style'),
    ).toBeNull();
    expect(element.getAttribute('style')).toBeNull();
    gallery.next();
    expect(gallery.index).toBe(0);
  });
  it('names the region (APG): its own label or labelledby, else "Gallery"', () => {
    const plain = setup({ design: 'slideshow' });
    expect(plain.element.getAttribute('aria-label')).toBe('Gallery');
    plain.gallery.destroy();
    expect(plain.element.hasAttribute('aria-label')).toBe(false);
    for (const own of ['aria-label="Work"', 'aria-labelledby="work-title"']) {
      document.body.innerHTML = galleryMarkup({}).replace(
        '<div data-block',
        `<div ${own} data-block`,
      );
      const gallery = createGallery(document.querySelector<HTMLElement>('[data-block]')!, {});
      expect(gallery.element.outerHTML).toContain(own);
      expect(gallery.element.getAttribute('aria-label') ?? '').not.toBe('Gallery');
    }
  });
  it('labels are replaced one at a time (translation)', () => {
    const { element, gallery } = setup({ design: 'slideshow', labels: { next: 'Weiter' } });
    expect(element.querySelector('[data-part="next"]')!.getAttribute('aria-label')).toBe('Weiter');
    expect(element.querySelector('[data-part="previous"]')!.getAttribute('aria-label')).toBe(
      'Previous slide',
    );
    expect(gallery.options.labels.position).toBe('{n} of {m}');
  });
  it('accessibility: false adds no roles', () => {
    const { element } = setup({ design: 'slideshow', accessibility: false });
    expect(element.hasAttribute('role')).toBe(false);
  });
});

describe('autoplay (spec 001 §4)', () => {
  it('advances every 5000 ms by default and wraps', () => {
    const { gallery } = setup({ design: 'slideshow', autoplay: true, loop: false });
    vi.advanceTimersByTime(4999);
    expect(gallery.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(gallery.index).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(gallery.index).toBe(0); // wrapped at the end even without loop
  });
  it('honours the timeout', () => {
    const { gallery } = setup({ design: 'slideshow', autoplay: true, autoplayTimeout: 2000 });
    vi.advanceTimersByTime(2000);
    expect(gallery.index).toBe(1);
  });
  it('pauses while the pointer is over the gallery (not for touch) and while focus is inside', () => {
    const { element, gallery } = setup({ design: 'slideshow', autoplay: true });
    element.dispatchEvent(pointer('pointerenter', 'mouse'));
    vi.advanceTimersByTime(6000);
    expect(gallery.index).toBe(0);
    element.dispatchEvent(pointer('pointerleave', 'mouse'));
    vi.advanceTimersByTime(5000);
    expect(gallery.index).toBe(1);
    element.dispatchEvent(pointer('pointerenter', 'touch'));
    expect(gallery.autoplay!.running).toBe(true);
    const next = element.querySelector<HTMLButtonElement>('[data-part="next"]')!;
    next.focus();
    expect(gallery.autoplay!.reasons.has('focus')).toBe(true);
    vi.advanceTimersByTime(6000);
    expect(gallery.index).toBe(1);
    next.blur();
    expect(gallery.autoplay!.running).toBe(true);
  });
  it('pauses over configured extra elements', () => {
    document.body.innerHTML = '';
    const element = mount(galleryMarkup({ design: 'slideshow' }));
    const caption = document.createElement('p');
    caption.className = 'caption';
    document.body.append(caption);
    const gallery = createGallery(element, {
      design: 'slideshow',
      autoplay: true,
      pauseOnMouseover: ['.caption'],
    });
    caption.dispatchEvent(pointer('pointerenter', 'mouse'));
    expect(gallery.autoplay!.running).toBe(false);
  });
  it('is off with ?nomotion=true and under prefers-reduced-motion', () => {
    history.replaceState(null, '', '/?nomotion=true');
    expect(setup({ design: 'slideshow', autoplay: true }).gallery.autoplay!.enabled).toBe(false);
    history.replaceState(null, '', '/');
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    expect(setup({ design: 'slideshow', autoplay: true }).gallery.autoplay!.enabled).toBe(false);
    vi.unstubAllGlobals();
  });
  it('random mode picks another slide', () => {
    const { gallery } = setup(
      { design: 'slideshow', autoplay: true, randomize: true },
      [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }],
      { random: () => 0.99 },
    );
    vi.advanceTimersByTime(5000);
    expect(gallery.index).toBe(3);
  });
  it('is off while a video shows and restored after', () => {
    const { gallery } = setup({ design: 'slideshow', autoplay: true }, [
      { id: 'a' },
      { id: 'v', video: true },
      { id: 'c' },
    ]);
    vi.advanceTimersByTime(5000);
    expect(gallery.index).toBe(1);
    expect(gallery.autoplay!.reasons.has('video')).toBe(true);
    vi.advanceTimersByTime(30_000);
    expect(gallery.index).toBe(1);
    gallery.next();
    expect(gallery.autoplay!.running).toBe(true);
  });
  it('static designs never autoplay', () => {
    expect(setup({ design: 'grid', autoplay: true }).gallery.autoplay!.enabled).toBe(false);
  });
});

describe('slideshow clicks (spec 001 §4)', () => {
  it('a click goes next; previous and by side as set', () => {
    const next = setup({ design: 'slideshow' });
    next.slides[0]!.click();
    expect(next.gallery.index).toBe(1);
    next.gallery.destroy();
    const previous = setup({ design: 'slideshow', clickBehavior: 'previous' });
    previous.slides[0]!.click();
    expect(previous.gallery.index).toBe(2);
  });
  it('links are ignored, video slides do not advance', () => {
    const { gallery, slides } = setup({ design: 'slideshow' }, [
      { id: 'a', link: true },
      { id: 'v', video: true },
    ]);
    slides[0]!.querySelector('a')!.addEventListener('click', (event) => event.preventDefault());
    slides[0]!.querySelector('a')!.click();
    expect(gallery.index).toBe(0);
    gallery.goTo(1);
    vi.advanceTimersByTime(1000);
    slides[1]!.click();
    expect(gallery.index).toBe(1);
  });
  it('a click-through url navigates; inside the editor frame a bypass event instead', () => {
    const navigate = vi.fn();
    const normal = setup(
      { design: 'slideshow' },
      [{ id: 'a', clickThrough: '/shop' }, { id: 'b' }],
      { navigate },
    );
    normal.slides[0]!.click();
    expect(navigate).toHaveBeenCalledWith('/shop');
    expect(normal.gallery.index).toBe(0);
    normal.gallery.destroy();
    const bypass = vi.fn();
    const editor = setup(
      { design: 'slideshow', inEditor: true },
      [{ id: 'a', clickThrough: '/shop' }, { id: 'b' }],
      { navigate },
    );
    editor.gallery.on('click-through-bypass', bypass);
    editor.slides[0]!.click();
    expect(bypass).toHaveBeenCalledWith({ index: 0, url: '/shop' });
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('strip (spec 001 §4)', () => {
  it('clicking another slide selects it; the active one does next, previous or nothing', () => {
    const { gallery, slides } = setup({ design: 'slider', activeSlideClick: 'none' });
    slides[2]!.click();
    expect(gallery.index).toBe(2);
    vi.advanceTimersByTime(500);
    slides[2]!.click();
    expect(gallery.index).toBe(2);
    gallery.destroy();
    const next = setup({ design: 'slider' });
    next.slides[0]!.click();
    expect(next.gallery.index).toBe(1);
  });
  it('Enter acts as a click; only the active video slide is active', () => {
    const { gallery, slides } = setup({ design: 'slider' }, [
      { id: 'v1', video: true },
      { id: 'v2', video: true },
    ]);
    expect(slides[0]!.hasAttribute('data-inactive')).toBe(false);
    expect(slides[1]!.hasAttribute('data-inactive')).toBe(true);
    key(slides[1]!, 'Enter');
    expect(gallery.index).toBe(1);
    expect(slides[0]!.hasAttribute('data-inactive')).toBe(true);
  });
  it('moves the track to put the active slide in the middle', () => {
    const { element, gallery } = setup({ design: 'slider' });
    const track = element.querySelector<HTMLElement>('[data-part="track"]')!;
    // Height 900 / 3 = 300, slides 450 wide, 10 apart: slide 0 centre 225 → offset -225.
    expect(track.style.transform).toBe('translate3d(225px, 0, 0)');
    gallery.next();
    expect(track.style.transform).toBe('translate3d(-235px, 0, 0)');
    expect(track.style.transition).toBe('transform 500ms ease');
  });
});

describe('carousel (spec 001 §4)', () => {
  const six = [
    { id: '1' },
    { id: '2' },
    { id: '3' },
    { id: '4' },
    { id: '5' },
    { id: '6' },
    { id: '7' },
  ];
  it('moves by group, disables the controls at the ends and does not loop', () => {
    vi.stubGlobal('innerWidth', 1280);
    const { element, gallery } = setup({ design: 'carousel' }, six);
    const previous = element.querySelector<HTMLButtonElement>('[data-part="previous"]')!;
    const next = element.querySelector<HTMLButtonElement>('[data-part="next"]')!;
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);
    next.click();
    vi.advanceTimersByTime(400);
    next.click();
    expect(gallery.index).toBe(2);
    expect(next.disabled).toBe(true);
    next.click();
    expect(gallery.index).toBe(2);
    vi.unstubAllGlobals();
  });
  it('the last group, flush with the right edge, marks the slides it shows (none inert)', () => {
    vi.stubGlobal('innerWidth', 1280);
    const { gallery, slides } = setup({ design: 'carousel', lightbox: true }, six);
    gallery.goTo(2); // 7 slides, 3 per group: the last group shows slides 5, 6 and 7
    const shown = slides.map((slide) => slide.hasAttribute('data-active'));
    expect(shown).toEqual([false, false, false, false, true, true, true]);
    expect(slides.slice(4).some((slide) => slide.hasAttribute('inert'))).toBe(false);
    expect(slides[3]!.hasAttribute('inert')).toBe(true);
    const opened = vi.fn();
    gallery.on('open-lightbox', opened);
    slides[4]!.click();
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ index: 4 }));
    vi.unstubAllGlobals();
  });
  it('hides the controls when every slide fits', () => {
    const { element } = setup({ design: 'carousel' }, [{ id: '1' }, { id: '2' }]);
    expect(element.querySelector<HTMLButtonElement>('[data-part="next"]')!.hidden).toBe(true);
  });
  it('shows 2 per group under a 480 px window', () => {
    vi.stubGlobal('innerWidth', 400);
    const { slides } = setup({ design: 'carousel' }, six);
    expect(slides[0]!.style.width).toBe(`${(900 - 1) / 2}px`);
    vi.unstubAllGlobals();
  });
});

describe('static layouts recompute on resize, debounced 300 ms', () => {
  it('relayouts after the debounce', () => {
    const { gallery, slides } = setup({ design: 'grid' });
    expect(slides[0]!.style.width).toBe('210px');
    restoreWidth();
    restoreWidth = fakeWidth(460);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(299);
    expect(slides[0]!.style.width).toBe('210px');
    vi.advanceTimersByTime(1);
    expect(slides[0]!.style.width).toBe('100px');
    gallery.destroy();
  });
});

describe('history hash mode (spec 001 §2)', () => {
  it('writes the slide id, selects from the address on load, and follows back and forward', () => {
    history.replaceState(null, '', '/gallery.html#itemId=b');
    const { gallery } = setup({ design: 'slideshow', historyHash: true });
    expect(gallery.index).toBe(1);
    gallery.next();
    expect(location.hash).toBe('#itemId=c');
    expect(history.state).toMatchObject({ itemId: 'c' });
    history.replaceState({ itemId: 'a' }, '', '/gallery.html#itemId=a');
    window.dispatchEvent(new PopStateEvent('popstate', { state: { itemId: 'a' } }));
    expect(gallery.index).toBe(0);
  });
  it('uses the collection url plus the slide url when given', () => {
    const { gallery } = setup(
      { design: 'slideshow', historyHash: true, collectionUrl: '/gallery' },
      [
        { id: 'a', url: 'canyon' },
        { id: 'b', url: 'dunes' },
      ],
    );
    gallery.next();
    expect(location.pathname).toBe('/gallery/dunes');
  });
  it('is skipped inside the editing backend', () => {
    history.replaceState(null, '', '/');
    const { gallery } = setup({ design: 'slideshow', historyHash: true, inEditor: true });
    gallery.next();
    expect(location.hash).toBe('');
    expect(history.state).toBeNull();
  });
});

describe('factory errors', () => {
  it('throws for an element that is not one', () => {
    expect(() => createGallery(null as unknown as HTMLElement)).toThrow(
      'No valid HTMLElement node was supplied',
    );
  });
  it('throws for new-swipe settings that break spec 001 §5', () => {
    const element = mount(galleryMarkup({ design: 'stacked' }));
    const newSwipe = {
      boundaries: { start: 'bouncy', end: 'hard' },
      snapPoints: [],
    } as unknown as GalleryOptions['newSwipe'];
    expect(() => createGallery(element, { transition: 'new-swipe', newSwipe })).toThrow(
      'A new-swipe boundary must be none, hard or inertial, got "bouncy"',
    );
  });
  it('throws for an unknown transition', () => {
    const element = mount(galleryMarkup({}));
    expect(() => createGallery(element, { transition: 'wipe' as never })).toThrow(
      'Could not find transition named wipe',
    );
  });
});
