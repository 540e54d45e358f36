/**
 * Where the picture sits in its box: the focal point for cover crops (spec 001 §3 focalPoint),
 * the fit alignment for contained ones; and, for useAdvancedPositioning, the explicit box
 * a cover crop around the focal point gives.
 */
import type { CropMode, FitAlignment, FocalPoint, ImageDimensions } from './image-config';

const alignments: Record<FitAlignment, string> = {
  top: '50% 0%',
  left: '0% 50%',
  center: '50% 50%',
  right: '100% 50%',
  bottom: '50% 100%',
};

function percent(fraction: number): string {
  return `${Math.round(fraction * 10000) / 100}%`;
}

/** A CSS object-position (or background-position) value. */
export function objectPosition(
  cropMode: CropMode,
  focalPoint: FocalPoint,
  fitAlignment: FitAlignment,
): string {
  if (cropMode === 'cover') return `${percent(focalPoint.x)} ${percent(focalPoint.y)}`;
  return alignments[fitAlignment];
}

/** CSS object-fit for a crop mode. */
export function objectFit(cropMode: CropMode): 'cover' | 'contain' | 'none' {
  return cropMode;
}

export interface PositionedBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The cover crop as an explicit box: the image scaled to fill `box`, shifted so the focal
 * point is as near the box's centre as the edges allow.
 */
export function coverBox(
  box: { width: number; height: number },
  dimensions: ImageDimensions,
  focalPoint: FocalPoint,
): PositionedBox {
  const scale = Math.max(box.width / dimensions.width, box.height / dimensions.height);
  const width = dimensions.width * scale;
  const height = dimensions.height * scale;
  const clamp = (value: number, min: number) => Math.min(0, Math.max(min, value));
  return {
    left: clamp(box.width / 2 - focalPoint.x * width, box.width - width),
    top: clamp(box.height / 2 - focalPoint.y * height, box.height - height),
    width,
    height,
  };
}
