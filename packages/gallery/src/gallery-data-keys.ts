/**
 * The gallery's block data keys as markup writes them (docs/markup.md "Gallery"; spec 001 §3),
 * with their types, and the table of the kinds of value each takes, `satisfies
 * ConfigKeys<GalleryBlockFields>`: a key added to one and not the other fails the type check.
 * The block checks its data against the table (misspelled keys, wrong kinds) and its design and
 * transition against the names its build knows; only the block's chunk carries the table.
 */
import type { ConfigKeys } from '@tessera/runtime';

/** Every key the gallery block (and the lightbox it opens) reads from its block data. */
export interface GalleryBlockFields {
  design: string;
  imageAspectRatio: number | string;
  aspectRatio: number | string;
  slidesPerRow: number | string;
  lightbox: boolean | string;
  lightboxTheme: string;
  mixedContent: boolean | string;
  columnWidth: number | string;
  gutter: number | string;
  listImageSize: number | string;
  vSize: number | string;
  padding: number | string;
  'active-alignment': string;
  'thumbnails-per-row': number | string;
  'square-thumbs': boolean | string;
  'auto-crop': boolean | string;
  autoplay: boolean | string;
  'autoplay-duration': number | string;
  thumbnails: boolean | string;
  'thumbnail-strip-height': number | string;
  'thumbnail-strip-margin': number | string;
  'meta-position': string;
  loop: boolean;
  historyHash: boolean;
  keyboard: boolean;
  transition: string;
  clickBehavior: string;
  currentIndex: number;
  autoplayOptions: { randomize?: boolean; timeout?: number; pauseOnMouseover?: string[] };
  keys: { previous?: number; next?: number };
  activeSlideClick: string;
  lazyLoad: boolean;
  linkedGalleries: string | string[];
  newSwipe: Record<string, unknown>;
  /** The lightbox's (@tessera/lightbox): theme, history, sizeFormat. */
  theme: string;
  history: boolean;
  sizeFormat: string;
}

export const galleryBlockKeys = {
  design: ['string'],
  imageAspectRatio: ['number', 'string'],
  aspectRatio: ['number', 'string'],
  slidesPerRow: ['numeric'],
  lightbox: ['flag'],
  lightboxTheme: ['string'],
  mixedContent: ['flag'],
  columnWidth: ['numeric'],
  gutter: ['numeric'],
  listImageSize: ['numeric'],
  vSize: ['numeric'],
  padding: ['numeric'],
  'active-alignment': ['string'],
  'thumbnails-per-row': ['numeric'],
  'square-thumbs': ['flag'],
  'auto-crop': ['flag'],
  autoplay: ['flag'],
  'autoplay-duration': ['numeric'],
  thumbnails: ['flag'],
  'thumbnail-strip-height': ['numeric'],
  'thumbnail-strip-margin': ['numeric'],
  'meta-position': ['string'],
  loop: ['boolean'],
  historyHash: ['boolean'],
  keyboard: ['boolean'],
  transition: ['string'],
  clickBehavior: ['string'],
  currentIndex: ['number'],
  autoplayOptions: ['object'],
  keys: ['object'],
  activeSlideClick: ['string'],
  lazyLoad: ['boolean'],
  linkedGalleries: ['string', 'array'],
  newSwipe: ['object'],
  theme: ['string'],
  history: ['boolean'],
  sizeFormat: ['string'],
} as const satisfies ConfigKeys<GalleryBlockFields>;

/** The anchor of the gallery's section in docs/markup.md. */
export const GALLERY_DOCS = 'gallery-block';
