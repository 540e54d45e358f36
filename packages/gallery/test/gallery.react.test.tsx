// @vitest-environment jsdom
/**
 * @tessera/gallery/react in jsdom, run against React 19 (unit project) and React 18 (react18
 * project): the hook's ref and api, re-init on option change, destroy on unmount, StrictMode's
 * double effects, and the markup `<Gallery>` renders for the engine and gallery.css.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryApi, GallerySlide, UseGalleryOptions } from '../src/react';
import { Gallery, useGallery } from '../src/react';
import { fakeWidth } from './fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const slides: GallerySlide[] = [
  { src: '/a.jpg', alt: 'Canyon', width: 1200, height: 800, id: 'a', caption: 'At dusk' },
  { src: '/b.jpg', alt: 'River', width: 1600, height: 900, url: 'river' },
  { src: '/c.jpg', alt: 'Dunes', width: 800, height: 800, focalPoint: { x: 0.5, y: 0.4 } },
];

let restoreWidth: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  restoreWidth = fakeWidth(900);
});
afterEach(() => {
  cleanup();
  restoreWidth();
  vi.useRealTimers();
});

/** The hook on hand-written markup; `seen` receives the api of every render. */
function Probe({ options, seen }: { options: UseGalleryOptions; seen(api?: GalleryApi): void }) {
  const [ref, api] = useGallery(options);
  seen(api);
  return (
    <section ref={ref} aria-label="Probe">
      <div data-part="viewport">
        <div data-part="track">
          {['a', 'b', 'c'].map((id) => (
            <figure key={id} data-slide="" data-slide-id={id}>
              <img src={`/${id}.jpg`} alt={id} width={4} height={3} />
            </figure>
          ))}
        </div>
      </div>
      <output>{api ? `${api.index + 1} of ${api.slideCount}` : 'starting'}</output>
    </section>
  );
}

function renderProbe(options: UseGalleryOptions = { design: 'slideshow' }) {
  const apis: (GalleryApi | undefined)[] = [];
  const seen = (api?: GalleryApi) => apis.push(api);
  const view = render(<Probe options={options} seen={seen} />);
  return { ...view, apis, seen, latest: () => apis.at(-1)! };
}

describe('useGallery', () => {
  it('starts the engine on the ref’s element; api is undefined until then', () => {
    const { apis, latest, container } = renderProbe();
    expect(apis[0]).toBeUndefined();
    expect(latest().engine.element).toBe(container.querySelector('section'));
    expect(latest().engine.design).toEqual('slideshow');
    expect(container.querySelector('section')!.hasAttribute('data-gallery-ready')).toBe(true);
    expect(screen.getByRole('status').textContent).toEqual('1 of 3');
  });

  it('next, previous and goTo move the engine and re-render with the index', () => {
    const { latest } = renderProbe();
    act(() => latest().next());
    expect(latest().index).toEqual(1);
    expect(screen.getByRole('status').textContent).toEqual('2 of 3');
    act(() => vi.advanceTimersByTime(1000));
    act(() => latest().previous());
    act(() => vi.advanceTimersByTime(1000));
    expect(latest().index).toEqual(0);
    act(() => latest().goTo(2));
    expect(screen.getByRole('status').textContent).toEqual('3 of 3');
  });

  it('follows the engine’s own inputs (keyboard), and on/off reach its events', () => {
    const { latest, container } = renderProbe();
    const changes: number[] = [];
    const handler = ({ index }: { index: number }) => changes.push(index);
    latest().on('change', handler);
    act(() => {
      fireEvent.keyDown(container.querySelector('section')!, { key: 'ArrowRight', keyCode: 39 });
    });
    expect(latest().index).toEqual(1);
    act(() => vi.advanceTimersByTime(1000));
    latest().off('change', handler);
    act(() => latest().next());
    expect(changes).toEqual([1]);
  });

  it('keeps the engine when the options are equal, restarts it when they change', () => {
    const seen = vi.fn();
    const { rerender, latest } = renderProbe({ design: 'slideshow', loop: false });
    const first = latest().engine;
    rerender(<Probe options={{ design: 'slideshow', loop: false }} seen={seen} />);
    expect(seen.mock.lastCall![0].engine).toBe(first);
    rerender(<Probe options={{ design: 'slideshow', loop: true }} seen={seen} />);
    const second = seen.mock.lastCall![0].engine;
    expect(second).not.toBe(first);
    expect([first.options.loop, second.options.loop]).toEqual([false, true]);
  });

  it('destroys the engine on unmount, leaving the markup as rendered', () => {
    const { latest, unmount } = renderProbe();
    const element = latest().engine.element;
    unmount();
    expect(element.hasAttribute('data-gallery-ready')).toBe(false);
    expect(element.hasAttribute('role')).toBe(false);
  });

  it('runs one engine under StrictMode’s mount, unmount and mount', () => {
    const apis: (GalleryApi | undefined)[] = [];
    const { container } = render(
      <StrictMode>
        <Probe options={{ design: 'slideshow' }} seen={(api) => apis.push(api)} />
      </StrictMode>,
    );
    const section = container.querySelector('section')!;
    act(() => {
      fireEvent.keyDown(section, { key: 'ArrowRight', keyCode: 39 });
    });
    expect(apis.at(-1)!.index).toEqual(1);
    expect(section.querySelectorAll('[data-active]')).toHaveLength(1);
    expect(section.querySelector('[data-active]')!.getAttribute('data-slide-id')).toEqual('b');
    expect(section.getAttribute('aria-roledescription')).toEqual('carousel');
  });
});

describe('<Gallery>', () => {
  it('renders the markup the engine reads', () => {
    const { container } = render(<Gallery design="carousel" slides={slides} label="Work" />);
    const section = container.querySelector('section')!;
    expect(section.getAttribute('data-gallery')).toEqual('');
    expect(section.getAttribute('data-gallery-design')).toEqual('carousel');
    const figures = [
      ...section.querySelectorAll('[data-part="viewport"] [data-part="track"] > figure'),
    ];
    expect(
      figures.map((figure) => [
        figure.getAttribute('data-slide'),
        figure.getAttribute('data-slide-id'),
        figure.getAttribute('data-slide-url'),
        figure.getAttribute('data-image-dimensions'),
        figure.getAttribute('data-image-focal-point'),
        (figure as HTMLElement).style.getPropertyValue('--gallery-aspect'),
      ]),
    ).toEqual([
      ['', 'a', null, '1200x800', null, '1.5'],
      ['', null, 'river', '1600x900', null, '1.7778'],
      ['', null, null, '800x800', '0.5,0.4', '1'],
    ]);
    expect(figures[0]!.querySelector('figcaption')!.textContent).toEqual('At dusk');
    // One group of three: the engine hides both controls.
    expect(
      [...section.querySelectorAll('button')].map((button) => [
        button.getAttribute('data-part'),
        button.getAttribute('aria-label'),
        button.hidden,
      ]),
    ).toEqual([
      ['previous', 'Previous slide', true],
      ['next', 'Next slide', true],
    ]);
    expect(screen.getByRole('region', { name: 'Work' })).toBe(section);
  });

  it('writes the block data and custom properties gallery.css reads', () => {
    const { container } = render(
      <Gallery
        design="grid"
        slides={slides}
        label="Grid"
        options={{ slidesPerRow: 3, padding: 8, autoCrop: false, metaPosition: 'top-left' }}
      />,
    );
    const section = container.querySelector('section')!;
    expect(JSON.parse(section.getAttribute('data-block-config')!)).toEqual({
      design: 'grid',
      'auto-crop': false,
      'meta-position': 'top-left',
    });
    expect(section.getAttribute('data-block-config')).toEqual(
      '{"design":"grid","auto-crop":false,"meta-position":"top-left"}',
    );
    expect(section.getAttribute('style')).toEqual('--gallery-columns: 3; --gallery-gutter: 8px;');
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
  });

  it('tells the app about changes and lightbox requests', () => {
    const onIndexChange = vi.fn();
    const onOpenLightbox = vi.fn();
    render(
      <Gallery
        design="grid"
        slides={slides}
        label="Grid"
        options={{ lightbox: true }}
        onIndexChange={onIndexChange}
        onOpenLightbox={onOpenLightbox}
      />,
    );
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /River|2 of 3/ }));
    });
    expect(onOpenLightbox.mock.calls).toEqual([[1]]);
    const carousel = render(
      <Gallery design="slideshow" slides={slides} label="Show" onIndexChange={onIndexChange} />,
    );
    act(() => {
      fireEvent.click(carousel.getByRole('button', { name: 'Next slide' }));
    });
    expect(onIndexChange.mock.calls).toEqual([[1]]);
  });

  it('starts a new engine on new slides', () => {
    const { container, rerender } = render(<Gallery slides={slides} label="Work" />);
    rerender(<Gallery slides={slides.slice(0, 2)} label="Work" />);
    const section = container.querySelector('section')!;
    expect(section.querySelectorAll('[data-slide]')).toHaveLength(2);
    expect(section.hasAttribute('data-gallery-ready')).toBe(true);
    expect(section.querySelector('[data-slide]')!.getAttribute('aria-label')).toEqual('1 of 2');
  });
});
