/**
 * `useGallery(options)`: the engine as a React hook, shaped as embla-carousel-react's
 * `useEmblaCarousel`: `[ref, api]`. The ref callback names the element; an effect starts the
 * engine on it and destroys it on unmount, when the element changes, and when the options change
 * by value (a new object with the same settings, as an inline literal gives each render, does not
 * restart it). Under StrictMode's mount, unmount, mount the engine's destroy leaves the markup as
 * rendered, so the second start finds what the first did.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Gallery, GalleryEvents } from './engine';
import { createGallery } from './gallery';
import type { GalleryOptionsInput } from './options';

export type UseGalleryOptions = GalleryOptionsInput;

export interface GalleryApi {
  /** The shown slide (for the carousel: the group); re-renders the component when it changes. */
  index: number;
  slideCount: number;
  next(): void;
  previous(): void;
  goTo(index: number): void;
  on<K extends keyof GalleryEvents>(
    name: K,
    handler: (detail: GalleryEvents[K]) => void,
  ): () => void;
  off<K extends keyof GalleryEvents>(name: K, handler: (detail: GalleryEvents[K]) => void): void;
  /** The engine itself, for what the hook does not wrap (autoplay, relayout, the slide index). */
  engine: Gallery;
}

export type GalleryRef = (element: HTMLElement | null) => void;

function apiOf(engine: Gallery, index: number): GalleryApi {
  return {
    index,
    slideCount: engine.slides.length,
    next: () => engine.next(),
    previous: () => engine.previous(),
    goTo: (to) => engine.goTo(to),
    on: (name, handler) => engine.on(name, handler),
    off: (name, handler) => engine.off(name, handler),
    engine,
  };
}

/** `api` is undefined until the engine runs (on the server, and before the first effect). */
export function useGallery(options: UseGalleryOptions = {}): [GalleryRef, GalleryApi | undefined] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [engine, setEngine] = useState<Gallery>();
  const [index, setIndex] = useState(0);
  // Options are plain data (numbers, strings, labels): their JSON is their identity.
  const settings = JSON.stringify(options);
  useEffect(() => {
    if (!element) return;
    const started = createGallery(element, JSON.parse(settings) as UseGalleryOptions);
    setEngine(started);
    setIndex(started.index);
    const stop = started.on('change', (change) => setIndex(change.index));
    return () => {
      stop();
      started.destroy();
      setEngine(undefined);
    };
  }, [element, settings]);
  const api = useMemo(() => (engine ? apiOf(engine, index) : undefined), [engine, index]);
  // A state setter: stable across renders, and a new element re-runs the effect.
  return [setElement, api];
}
