import type { LightboxAction } from './lightbox-machine';
import { LIGHTBOX_ARROW_HIDE_MS } from './options';
import { useEffect, useRef } from './react-api';

/**
 * spec 001 §2: the arrows show on pointer movement and hide 500 ms after the last movement.
 * The timer lives in a ref so a move while they show restarts it without a render. Returns the
 * pointer-move handler.
 */
export function useArrowVisibility(
  arrowsVisible: boolean,
  dispatch: (action: LightboxAction) => void,
): () => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const scheduleHide = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => dispatch({ type: 'arrowsIdle' }), LIGHTBOX_ARROW_HIDE_MS);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: scheduleHide only reads the ref and the stable dispatch
  useEffect(() => {
    if (!arrowsVisible) return;
    scheduleHide();
    return () => clearTimeout(timer.current);
  }, [arrowsVisible]);
  return () => {
    if (arrowsVisible) scheduleHide();
    else dispatch({ type: 'pointerMoved' });
  };
}
