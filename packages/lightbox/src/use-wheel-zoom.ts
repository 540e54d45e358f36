import type { RefObject } from 'react';
import type { LightboxAction } from './lightbox-machine';
import { measure, offsetFromCentre } from './measure';
import { useEffect } from './react-api';
import { noZoom, wheelScale, type ZoomState, zoomAbout } from './zoom';

/**
 * Zoom on the picture with the wheel (about the pointer) and a double click (2×, or back to
 * none). Wheel zoom needs a non-passive listener to keep the page from scrolling under the
 * dialog. Returns the double-click handler.
 */
export function useWheelZoom(
  stage: RefObject<HTMLElement | null>,
  zoom: RefObject<ZoomState>,
  dispatch: (action: LightboxAction) => void,
) {
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!(event.target as Element).closest?.('img.media')) return;
      event.preventDefault();
      const box = measure(element);
      const focus = offsetFromCentre(box, event.clientX, event.clientY);
      const scale = wheelScale(zoom.current.scale, event.deltaY);
      dispatch({ type: 'zoom', zoom: zoomAbout(zoom.current, scale, focus, box) });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [stage, zoom, dispatch]);

  return (event: { target: EventTarget | null; clientX: number; clientY: number }) => {
    if (!(event.target as Element).closest?.('img.media')) return;
    const box = measure(stage.current);
    const focus = offsetFromCentre(box, event.clientX, event.clientY);
    dispatch({
      type: 'zoom',
      zoom: zoom.current.scale > 1 ? noZoom : zoomAbout(zoom.current, 2, focus, box),
    });
  };
}
