/**
 * Where a fit or fill video's player sits in its block (spec 001 §3 "Video embed", mode none,
 * fit or fill). Pure: the block measures, this computes.
 */
import type { VideoMode } from './video-config';

export interface FrameBox {
  width: number;
  height: number;
  left: number;
  top: number;
}

/**
 * The player's box in a block of `width` x `height` for a video `aspectPercent` as high as wide:
 * fit shows all of it, centred (letterboxed); fill covers the block, centred (cropped by the
 * block's overflow). Mode none returns undefined: the block itself has the video's ratio and the
 * player fills it. An empty block has no box either.
 */
export function frameBox(
  mode: VideoMode,
  width: number,
  height: number,
  aspectPercent: number,
): FrameBox | undefined {
  if (mode === 'none' || !(width > 0 && height > 0 && aspectPercent > 0)) return undefined;
  const ratio = aspectPercent / 100;
  const byWidth = height / ratio;
  const frameWidth = mode === 'fit' ? Math.min(width, byWidth) : Math.max(width, byWidth);
  const frameHeight = frameWidth * ratio;
  return {
    width: frameWidth,
    height: frameHeight,
    left: (width - frameWidth) / 2,
    top: (height - frameHeight) / 2,
  };
}
