import { clickAction } from './click-zone';
import type { LightboxAction } from './lightbox-machine';

/** A click on the lightbox surface, by its zone (spec 001 §2; not on mobile, not on buttons). */
export function surfaceClick(
  event: { target: EventTarget | null; clientX: number; clientY: number },
  mobile: boolean,
  dispatch: (action: LightboxAction) => void,
): void {
  const target = event.target as Element | null;
  if (!target || mobile || target.closest('button')) return;
  const view = target.ownerDocument.defaultView;
  const action = clickAction({
    x: event.clientX,
    y: event.clientY,
    viewportWidth: view?.innerWidth ?? 0,
    viewportHeight: view?.innerHeight ?? 0,
    onMedia: !!target.closest('.media'),
    onStage: !!target.closest('.stage'),
  });
  if (action !== 'none') dispatch({ type: action });
}
