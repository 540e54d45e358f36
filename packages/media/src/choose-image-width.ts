/**
 * Which of the spec's widths an image needs (spec 001 §4, §9): the width it is painted at
 * (after cropping) times the device pixel ratio, clamped to dprMin..dprMax, lowered to dprMin
 * when the visitor asked to save data and the config allows it.
 */
import { IMAGE_WIDTHS } from './constants';
import type { CropMode, ImageDimensions } from './image-config';

export interface WidthRequest {
  /** The box the image is rendered in, CSS pixels. */
  boxWidth: number;
  boxHeight: number;
  /** Intrinsic size of the original, when known. */
  dimensions: ImageDimensions | null;
  cropMode: CropMode;
  devicePixelRatio: number;
  dprMin: number;
  dprMax: number;
  /** navigator.connection.saveData */
  saveData: boolean;
  allowSaveData: boolean;
  sizeAdjustment: number;
  /** Allow a width above the original's. */
  stretch: boolean;
  widths?: readonly number[];
}

/** The pixel ratio actually used: Save-Data (when allowed) forces dprMin. */
export function effectivePixelRatio(
  request: Pick<
    WidthRequest,
    'devicePixelRatio' | 'dprMin' | 'dprMax' | 'saveData' | 'allowSaveData'
  >,
): number {
  if (request.saveData && request.allowSaveData) return request.dprMin;
  const ratio = Number.isFinite(request.devicePixelRatio) ? request.devicePixelRatio : 1;
  return Math.min(request.dprMax, Math.max(request.dprMin, ratio));
}

/**
 * The width, in CSS pixels, at which the image's pixels are painted: a cover crop fills the
 * box (so a tall box asks for more than its width), contain fits inside it.
 */
export function paintedWidth(
  request: Pick<WidthRequest, 'boxWidth' | 'boxHeight' | 'dimensions' | 'cropMode'>,
): number {
  const { boxWidth, boxHeight, dimensions, cropMode } = request;
  if (!dimensions || boxHeight <= 0) return boxWidth;
  const ratio = dimensions.width / dimensions.height;
  if (cropMode === 'cover') return Math.max(boxWidth, boxHeight * ratio);
  if (cropMode === 'contain') return Math.min(boxWidth, boxHeight * ratio);
  return dimensions.width;
}

/** The smallest listed width that covers the need, or the largest listed one. */
export function chooseImageWidth(request: WidthRequest): number {
  const widths = [...(request.widths ?? IMAGE_WIDTHS)].sort((a, b) => a - b);
  const largest = widths[widths.length - 1] ?? 0;
  let needed = paintedWidth(request) * effectivePixelRatio(request) * request.sizeAdjustment;
  if (!request.stretch && request.dimensions) needed = Math.min(needed, request.dimensions.width);
  return widths.find((width) => width >= needed) ?? largest;
}
