import type { RefObject } from 'react';
import type { LightboxAction, LightboxPhase } from './lightbox-machine';
import { LIGHTBOX_CONTENT_FADE_MS, LIGHTBOX_OVERLAY_FADE_MS } from './options';
import { useEffect } from './react-api';

/**
 * The opening fades (spec 001 §4: overlay 0.3 s, then content 0.6 s, then closable), and the
 * owner's onClose when the close begins.
 */
export function usePhaseTimers(
  phase: LightboxPhase,
  dispatch: (action: LightboxAction) => void,
  live: RefObject<{ onClose?(): void }>,
): void {
  useEffect(() => {
    const delay =
      phase === 'overlay'
        ? LIGHTBOX_OVERLAY_FADE_MS
        : phase === 'content'
          ? LIGHTBOX_CONTENT_FADE_MS
          : -1;
    if (delay < 0) return;
    const type = phase === 'overlay' ? 'overlayShown' : 'contentShown';
    const timer = setTimeout(() => dispatch({ type }), delay);
    return () => clearTimeout(timer);
  }, [phase, dispatch]);

  useEffect(() => {
    if (phase === 'closing') live.current.onClose?.();
  }, [phase, live]);
}
