/**
 * The lightbox view (spec 001 §2, §4): a React overlay on the kit's native modal dialog. The
 * rules are in the machine and the pure helpers; this file wires DOM events to them and owns
 * the timers, each effect returning its cleanup.
 */
import { buildSrcset, imageUrl } from '@tessera/media';
import { adoptStyles, Modal } from '@tessera/ui';
import {
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
} from 'react';
import { clickAction } from './click-zone';
import type { LightboxItem } from './items';
import { createThrottle } from './key-throttle';
import {
  hasNext,
  hasPrevious,
  initialState,
  type LightboxAction,
  lightboxReducer,
} from './lightbox-machine';
import { formatPosition, lightboxMessages } from './messages';
import {
  LIGHTBOX_ARROW_HIDE_MS,
  LIGHTBOX_CONTENT_FADE_MS,
  LIGHTBOX_OVERLAY_FADE_MS,
  type LightboxOptions,
  loops,
  resolveOptions,
  transitionFor,
} from './options';
import { sizesFor } from './sizes';
import { LIGHTBOX_STYLE_KEY, lightboxStyles } from './styles';
import { swipeDirection } from './swipe';
import { clampPan, noZoom, pinchScale, wheelScale, type ZoomState, zoomAbout } from './zoom';

export interface LightboxProps {
  items: readonly LightboxItem[];
  /** The slide shown first. Default 0. */
  index?: number;
  options?: Partial<LightboxOptions>;
  /** After every slide change (history, a linked gallery). */
  onIndexChange?(index: number): void;
  /** The close began (fade out). */
  onClose?(): void;
  /** The close finished and focus is back: unmount now. */
  onClosed?(): void;
  /** Receives the dispatcher, so code outside can navigate or close. */
  connect?(dispatch: (action: LightboxAction) => void): void;
}

/** Slides this far from the current one hold their media (preloaded); others are empty. */
const NEAR_SLIDES = 1;
/** The smallest of the spec's widths (001 §9), for strip thumbnails. */
const THUMBNAIL_WIDTH = 100;

/**
 * The slides in the page: the current one and its neighbours (so the next picture is already
 * there when the visitor moves), in index order; 40 slides cost no more to open than 3.
 */
export function nearSlides(index: number, count: number, loop: boolean): number[] {
  const near = new Set<number>();
  for (let offset = -NEAR_SLIDES; offset <= NEAR_SLIDES; offset++) {
    const slide = index + offset;
    if (loop) near.add(((slide % count) + count) % count);
    else if (slide >= 0 && slide < count) near.add(slide);
  }
  return [...near].sort((a, b) => a - b);
}

/** (Re)starts the arrows' hide timer: 500 ms from now (spec 001 §2). */
function scheduleArrowHide(
  timer: { current: ReturnType<typeof setTimeout> | undefined },
  dispatch: (action: LightboxAction) => void,
): void {
  clearTimeout(timer.current);
  timer.current = setTimeout(() => dispatch({ type: 'arrowsIdle' }), LIGHTBOX_ARROW_HIDE_MS);
}

/** Where a slide sits relative to the current one (around the ends when looping). */
function slideOffset(slide: number, index: number, count: number, loop: boolean): number {
  const offset = slide - index;
  if (!loop || Math.abs(offset) <= count / 2) return offset;
  return offset > 0 ? offset - count : offset + count;
}

function thumbnailOf(item: LightboxItem, sizeFormat: LightboxOptions['sizeFormat']): string {
  if (item.thumbnail) return item.thumbnail;
  return sizeFormat === 'none' ? item.src : imageUrl(item.src, THUMBNAIL_WIDTH, sizeFormat);
}

export function Lightbox(props: LightboxProps): ReactNode {
  const { items } = props;
  useState(() => adoptStyles(LIGHTBOX_STYLE_KEY, lightboxStyles));
  const options = resolveOptions(props.options);
  const loop = loops(options);
  const [state, dispatch] = useReducer(lightboxReducer, undefined, () =>
    initialState(props.index ?? 0, items.length, loop),
  );
  const live = useRef(props);
  live.current = props;
  const throttle = useRef(createThrottle());
  const labelId = useId();
  const item = items[state.index];

  const { connect } = props;
  useEffect(() => connect?.(dispatch), [connect]);

  // spec 001 §4: overlay 0.3 s, then content 0.6 s, then closable.
  useEffect(() => {
    const delay =
      state.phase === 'overlay'
        ? LIGHTBOX_OVERLAY_FADE_MS
        : state.phase === 'content'
          ? LIGHTBOX_CONTENT_FADE_MS
          : -1;
    if (delay < 0) return;
    const type = state.phase === 'overlay' ? 'overlayShown' : 'contentShown';
    const timer = setTimeout(() => dispatch({ type }), delay);
    return () => clearTimeout(timer);
  }, [state.phase]);

  useEffect(() => {
    if (state.phase === 'closing') live.current.onClose?.();
  }, [state.phase]);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    live.current.onIndexChange?.(state.index);
  }, [state.index]);

  // spec 001 §2: arrows hide after 500 ms without movement, counted from the last movement.
  // The timer lives in a ref so a move while they show restarts it without a render.
  const arrowTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!state.arrowsVisible) return;
    scheduleArrowHide(arrowTimer, dispatch);
    return () => clearTimeout(arrowTimer.current);
  }, [state.arrowsVisible]);

  const onPointerMove = () => {
    if (state.arrowsVisible) scheduleArrowHide(arrowTimer, dispatch);
    else dispatch({ type: 'pointerMoved' });
  };

  // The arrow keys are heard on the dialog itself: a click on the picture or the stage leaves
  // no control focused, and the keys then go to the dialog, not to anything inside it.
  const surface = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target: HTMLElement | null = surface.current?.closest('dialog') ?? surface.current;
    if (!target) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      // Alt+Left is the browser's Back (which closes the lightbox): not ours to take.
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      // spec 001 §2: one action per 200 ms.
      if (!throttle.current()) return;
      dispatch({ type: event.key === 'ArrowRight' ? 'next' : 'previous' });
    };
    target.addEventListener('keydown', onKeyDown);
    return () => target.removeEventListener('keydown', onKeyDown);
  }, []);

  const onClick = (event: { target: EventTarget | null; clientX: number; clientY: number }) => {
    const target = event.target as Element | null;
    if (!target || options.mobile || target.closest('button')) return;
    const view = target.ownerDocument.defaultView;
    const action = clickAction({
      x: event.clientX,
      y: event.clientY,
      viewportWidth: view?.innerWidth ?? 0,
      viewportHeight: view?.innerHeight ?? 0,
      onMedia: !!target.closest('.media'),
      onStage: !!target.closest('.stage'),
    });
    if (action !== 'none') dispatch({ type: action });
  };

  const closeButton = useRef<HTMLButtonElement>(null);
  const transition = transitionFor(options.mobile);
  const position = formatPosition(state.index, items.length);
  const metaId = `${labelId}-meta`;

  return (
    <Modal
      open={state.phase !== 'closing'}
      onClose={() => dispatch({ type: 'close' })}
      onHidden={() => live.current.onClosed?.()}
      label={options.label ?? lightboxMessages.dialog}
      describedBy={item?.meta ? metaId : undefined}
      closeButton={false}
      theme={options.theme}
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the arrow keys are heard on the dialog (above); every action also has a button */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the surface delegates the click zones (spec 001 §2); every action also has a button */}
      <div
        ref={surface}
        className="lightbox"
        data-theme={options.theme}
        data-phase={state.phase}
        data-transition={transition}
        data-mobile={options.mobile ? '' : undefined}
        data-arrows={state.arrowsVisible ? 'visible' : 'hidden'}
        onClick={onClick}
        onPointerMove={onPointerMove}
      >
        <div className="overlay" data-part="overlay" />
        <div className="content" data-part="content">
          <Stage
            items={items}
            index={state.index}
            zoom={state.zoom}
            transition={transition}
            loop={loop}
            sizeFormat={options.sizeFormat}
            dispatch={dispatch}
          />
          <div className="bar" data-part="bar">
            <p className="meta" id={metaId} data-open={state.captionOpen ? '' : undefined}>
              {item?.meta ?? ''}
            </p>
            <span className="count" aria-live="polite" data-part="count">
              {position}
            </span>
          </div>
          {options.thumbnails && items.length > 1 ? (
            // biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form fieldset
            <div className="strip" role="group" aria-label={lightboxMessages.thumbnails}>
              {items.map((thumb, index) => (
                <button
                  type="button"
                  className="thumb"
                  key={thumb.id ?? index}
                  aria-current={index === state.index}
                  aria-label={lightboxMessages.slide.replace('{index}', String(index + 1))}
                  onClick={() => dispatch({ type: 'goTo', index })}
                >
                  <img src={thumbnailOf(thumb, options.sizeFormat)} alt="" loading="lazy" />
                </button>
              ))}
            </div>
          ) : null}
          <button
            ref={closeButton}
            type="button"
            className="control close"
            data-part="close"
            data-autofocus=""
            aria-label={lightboxMessages.close}
            onClick={() => dispatch({ type: 'close' })}
          >
            <span aria-hidden="true">×</span>
          </button>
          {items.length > 1 ? (
            <>
              <button
                type="button"
                className="control arrow previous"
                data-part="previous"
                aria-label={lightboxMessages.previous}
                disabled={!hasPrevious(state)}
                onClick={() => dispatch({ type: 'previous' })}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button
                type="button"
                className="control arrow next"
                data-part="next"
                aria-label={lightboxMessages.next}
                disabled={!hasNext(state)}
                onClick={() => dispatch({ type: 'next' })}
              >
                <span aria-hidden="true">›</span>
              </button>
            </>
          ) : null}
          {options.mobile && item?.meta ? (
            <button
              type="button"
              className="control caption-toggle"
              data-part="caption-toggle"
              aria-expanded={state.captionOpen}
              aria-controls={metaId}
              onClick={() => dispatch({ type: 'toggleCaption' })}
            >
              {lightboxMessages.caption}
            </button>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}

interface StageProps {
  items: readonly LightboxItem[];
  index: number;
  zoom: ZoomState;
  transition: 'fade' | 'scroll';
  loop: boolean;
  sizeFormat: LightboxOptions['sizeFormat'];
  dispatch(action: LightboxAction): void;
}

/** The slides, with swipe, pinch, wheel zoom and pan. Only neighbours hold their media. */
function Stage({
  items,
  index,
  zoom,
  transition,
  loop,
  sizeFormat,
  dispatch,
}: StageProps): ReactNode {
  const stage = useRef<HTMLDivElement>(null);
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{
    startX: number;
    startY: number;
    startTime: number;
    startZoom: ZoomState;
    startDistance: number;
  } | null>(null);

  const size = () => measure(stage.current);

  // Wheel zoom needs a non-passive listener to keep the page from scrolling under the dialog.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!(event.target as Element).closest?.('img.media')) return;
      event.preventDefault();
      const box = measure(element);
      const focus = {
        x: event.clientX - box.left - box.width / 2,
        y: event.clientY - box.top - box.height / 2,
      };
      dispatch({
        type: 'zoom',
        zoom: zoomAbout(
          zoomRef.current,
          wheelScale(zoomRef.current.scale, event.deltaY),
          focus,
          box,
        ),
      });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [dispatch]);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const onPointerDown = (event: ReactPointerEvent) => {
    // A primary press means no other pointer of its kind is down: one released outside the
    // stage (its pointerup never came here) must not turn the next swipe into a pinch.
    if (event.isPrimary) pointers.current.clear();
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    gesture.current = {
      startX: event.clientX,
      startY: event.clientY,
      startTime: event.timeStamp,
      startZoom: zoomRef.current,
      startDistance: distance(),
    };
  };

  const onPointerMove = (event: ReactPointerEvent) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const box = size();
    const start = gesture.current;
    if (pointers.current.size === 2 && start.startDistance > 0) {
      const scale = pinchScale(start.startZoom.scale, start.startDistance, distance());
      dispatch({
        type: 'zoom',
        zoom: clampPan({ ...start.startZoom, scale }, box.width, box.height),
      });
    } else if (pointers.current.size === 1 && start.startZoom.scale > 1) {
      dispatch({
        type: 'zoom',
        zoom: clampPan(
          {
            scale: start.startZoom.scale,
            x: start.startZoom.x + event.clientX - start.startX,
            y: start.startZoom.y + event.clientY - start.startY,
          },
          box.width,
          box.height,
        ),
      });
    }
  };

  const onPointerUp = (event: ReactPointerEvent) => {
    const start = gesture.current;
    const wasPinch = pointers.current.size > 1;
    pointers.current.delete(event.pointerId);
    if (pointers.current.size > 0) {
      // One finger lifted from a pinch: restart from the remaining one.
      if (wasPinch) gesture.current = null;
      return;
    }
    gesture.current = null;
    if (!start || wasPinch || event.pointerType !== 'touch' || start.startZoom.scale > 1) return;
    const direction = swipeDirection({
      dx: event.clientX - start.startX,
      dy: event.clientY - start.startY,
      durationMs: event.timeStamp - start.startTime,
      width: size().width,
    });
    if (direction) dispatch({ type: direction });
  };

  const onDoubleClick = (event: {
    target: EventTarget | null;
    clientX: number;
    clientY: number;
  }) => {
    if (!(event.target as Element).closest?.('img.media')) return;
    const box = size();
    const focus = {
      x: event.clientX - box.left - box.width / 2,
      y: event.clientY - box.top - box.height / 2,
    };
    dispatch({
      type: 'zoom',
      zoom: zoomRef.current.scale > 1 ? noZoom : zoomAbout(zoomRef.current, 2, focus, box),
    });
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the gesture surface (swipe, pinch, pan); the arrow keys and buttons do the same
    <div
      ref={stage}
      className="stage"
      data-part="stage"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onDoubleClick={onDoubleClick}
    >
      <div className="track">
        {nearSlides(index, items.length, loop).map((slide) => {
          const item = items[slide]!;
          const active = slide === index;
          return (
            <figure
              className="slide"
              key={item.id ?? slide}
              data-active={active ? '' : undefined}
              data-zoomed={active && zoom.scale > 1 ? '' : undefined}
              aria-hidden={active ? undefined : true}
              style={
                transition === 'scroll'
                  ? {
                      transform: `translateX(${slideOffset(slide, index, items.length, loop) * 100}%)`,
                    }
                  : undefined
              }
            >
              <SlideMedia
                item={item}
                active={active}
                zoom={active ? zoom : noZoom}
                sizeFormat={sizeFormat}
              />
            </figure>
          );
        })}
      </div>
    </div>
  );
}

function measure(element: Element | null): {
  width: number;
  height: number;
  left: number;
  top: number;
} {
  const rect = element?.getBoundingClientRect();
  return {
    width: rect?.width ?? 0,
    height: rect?.height ?? 0,
    left: rect?.left ?? 0,
    top: rect?.top ?? 0,
  };
}

interface SlideMediaProps {
  item: LightboxItem;
  active: boolean;
  zoom: ZoomState;
  sizeFormat: LightboxOptions['sizeFormat'];
}

function SlideMedia({ item, active, zoom, sizeFormat }: SlideMediaProps): ReactNode {
  if (item.type === 'video' && item.videoUrl) {
    // Only the shown video keeps its player: leaving the slide stops it.
    return active ? (
      <iframe
        className="media"
        src={item.videoUrl}
        title={item.alt || lightboxMessages.video}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
      />
    ) : null;
  }
  return (
    <img
      className="media"
      src={item.src}
      srcSet={
        sizeFormat === 'none'
          ? undefined
          : buildSrcset(item.src, item.width ?? 2500, sizeFormat) || undefined
      }
      sizes={sizeFormat === 'none' ? undefined : sizesFor(item)}
      alt={item.alt ?? ''}
      width={item.width}
      height={item.height}
      // The shown picture first; neighbours are only a preload.
      fetchPriority={active ? 'high' : 'low'}
      draggable={false}
      style={
        zoom.scale > 1
          ? { transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }
          : undefined
      }
    />
  );
}
