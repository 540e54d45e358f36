import type { PointerEvent as ReactPointerEvent, RefObject } from 'react';
import type { LightboxAction } from './lightbox-machine';
import { measure } from './measure';
import { useRef } from './react-api';
import { swipeDirection } from './swipe';
import { clampPan, pinchScale, type ZoomState } from './zoom';

/** Where the gesture started: the press, its time, the zoom then and the pinch's spread. */
interface Gesture {
  x: number;
  y: number;
  time: number;
  zoom: ZoomState;
  distance: number;
}

/**
 * The stage's pointer gestures: two fingers pinch, one pans a zoomed picture, and a touch
 * swipe on an unzoomed one moves to the next or previous slide. Returns the pointer handlers.
 */
export function useStageGestures(
  stage: RefObject<HTMLElement | null>,
  zoom: RefObject<ZoomState>,
  dispatch: (action: LightboxAction) => void,
) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture | null>(null);
  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const zoomTo = (next: ZoomState) => {
    const box = measure(stage.current);
    dispatch({ type: 'zoom', zoom: clampPan(next, box.width, box.height) });
  };

  const onPointerDown = (event: ReactPointerEvent) => {
    // A primary press means no other pointer of its kind is down: one released outside the
    // stage (its pointerup never came here) must not turn the next swipe into a pinch.
    if (event.isPrimary) pointers.current.clear();
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    gesture.current = {
      x: event.clientX,
      y: event.clientY,
      time: event.timeStamp,
      zoom: zoom.current,
      distance: distance(),
    };
  };

  const onPointerMove = (event: ReactPointerEvent) => {
    const start = gesture.current;
    if (!pointers.current.has(event.pointerId) || !start) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const startZoom = start.zoom;
    if (pointers.current.size === 2 && start.distance > 0) {
      zoomTo({ ...startZoom, scale: pinchScale(startZoom.scale, start.distance, distance()) });
    } else if (pointers.current.size === 1 && startZoom.scale > 1) {
      const x = startZoom.x + event.clientX - start.x;
      zoomTo({ scale: startZoom.scale, x, y: startZoom.y + event.clientY - start.y });
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
    if (!start || wasPinch || event.pointerType !== 'touch' || start.zoom.scale > 1) return;
    const direction = swipeDirection({
      dx: event.clientX - start.x,
      dy: event.clientY - start.y,
      elapsed: event.timeStamp - start.time,
      width: measure(stage.current).width,
    });
    if (direction) dispatch({ type: direction });
  };

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp };
}
