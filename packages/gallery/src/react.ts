/**
 * @tessera/gallery/react: the gallery for React apps. `useGallery(options)` returns `[ref, api]`
 * as embla-carousel-react's `useEmblaCarousel` does; `<Gallery design slides label>` renders the
 * markup gallery.css lays out and starts the engine on it. Import '@tessera/gallery/gallery.css'
 * once in the app.
 */
export type { Design } from './design-names';
export type { Gallery as GalleryEngine, GalleryEvents } from './engine';
export { Gallery, type GalleryProps } from './gallery-component';
export type { GallerySlide } from './gallery-markup';
export type { GalleryLabels } from './messages';
export type { GalleryOptionsInput } from './options';
export {
  type GalleryApi,
  type GalleryRef,
  type UseGalleryOptions,
  useGallery,
} from './use-gallery';
