import type { RefObject } from 'react';
import { createThrottle } from './key-throttle';
import type { LightboxAction } from './lightbox-machine';
import { useEffect, useRef } from './react-api';

/**
 * The arrow keys move between slides. They are heard on the dialog itself: a click on the
 * picture or the stage leaves no control focused, and the keys then go to the dialog, not to
 * anything inside it.
 */
export function useArrowKeys(
  surface: RefObject<HTMLElement | null>,
  dispatch: (action: LightboxAction) => void,
): void {
  const throttle = useRef(createThrottle());
  useEffect(() => {
    const target: HTMLElement | null = surface.current?.closest('dialog') ?? surface.current;
    if (!target) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      // Alt+Left is the browser's Back (which closes the lightbox): not ours to take.
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      // spec 001 §2: one action per 200 ms.
      if (!throttle.current()) return;
      dispatch({ type: event.key === 'ArrowRight' ? 'next' : 'previous' });
    };
    target.addEventListener('keydown', onKeyDown);
    return () => target.removeEventListener('keydown', onKeyDown);
  }, [surface, dispatch]);
}
