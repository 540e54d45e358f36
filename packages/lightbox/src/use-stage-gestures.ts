import type { PointerEvent as ReactPointerEvent, RefObject } from 'react';
import type { LightboxAction } from './lightbox-machine';
import { measure } from './measure';
import { useRef } from './react-api';
import { swipeDirection } from './swipe';
import { clampPan, pinchScale, type ZoomState } from './zoom';

interface Gesture {
  startX: number;
  startY: number;
  startTime: number;
  startZoom: ZoomState;
  startDistance: number;
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
      startX: event.clientX,
      startY: event.clientY,
      startTime: event.timeStamp,
      startZoom: zoom.current,
      startDistance: distance(),
    };
  };

  const onPointerMove = (event: ReactPointerEvent) => {
    const start = gesture.current;
    if (!pointers.current.has(event.pointerId) || !start) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const { startZoom } = start;
    if (pointers.current.size === 2 && start.startDistance > 0) {
      zoomTo({ ...startZoom, scale: pinchScale(startZoom.scale, start.startDistance, distance()) });
    } else if (pointers.current.size === 1 && startZoom.scale > 1) {
      const x = startZoom.x + event.clientX - start.startX;
      zoomTo({ scale: startZoom.scale, x, y: startZoom.y + event.clientY - start.startY });
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
      width: measure(stage.current).width,
    });
    if (direction) dispatch({ type: direction });
  };

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp };
}
