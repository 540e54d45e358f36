/**
 * Pinch and wheel zoom on images (issue 7), as pure maths: scale stays within 1..4, the point
 * under the pointer stays put, and the picture cannot be panned past its edges.
 */
import { LIGHTBOX_MAX_ZOOM } from './options';

export interface ZoomState {
  scale: number;
  x: number;
  y: number;
}

export const noZoom: ZoomState = Object.freeze({ scale: 1, x: 0, y: 0 });

export function clampScale(scale: number, max = LIGHTBOX_MAX_ZOOM): number {
  return Math.min(max, Math.max(1, Number.isFinite(scale) ? scale : 1));
}

/** Keeps the scaled box (centred at the origin) covering its frame. */
export function clampPan(state: ZoomState, width: number, height: number): ZoomState {
  const limitX = ((state.scale - 1) * width) / 2;
  const limitY = ((state.scale - 1) * height) / 2;
  return {
    scale: state.scale,
    x: Math.min(limitX, Math.max(-limitX, state.x)),
    y: Math.min(limitY, Math.max(-limitY, state.y)),
  };
}

/**
 * Zooms to `scale` about a focus point given relative to the box's centre, keeping the point
 * under the pointer (or between the fingers) where it is.
 */
export function zoomAbout(
  state: ZoomState,
  scale: number,
  focus: { x: number; y: number },
  size: { width: number; height: number },
): ZoomState {
  const next = clampScale(scale);
  const ratio = next / state.scale;
  return clampPan(
    {
      scale: next,
      x: focus.x - (focus.x - state.x) * ratio,
      y: focus.y - (focus.y - state.y) * ratio,
    },
    size.width,
    size.height,
  );
}

/** One wheel step: about 10 % per 100 px of deltaY, out for positive deltas. */
export function wheelScale(scale: number, deltaY: number): number {
  return clampScale(scale * Math.exp(-deltaY / 1000));
}

/** A pinch: the scale at its start times the ratio of finger distances. */
export function pinchScale(startScale: number, startDistance: number, distance: number): number {
  return startDistance > 0 ? clampScale((startScale * distance) / startDistance) : startScale;
}
