import { mountOverlay } from '@tessera/ui';
import { PopupOverlay, type PopupOverlayProps } from './popup-overlay';

/** Renders the popup overlay into the overlay host; returns the function that removes it. */
export function mountPopupOverlay(props: PopupOverlayProps): () => void {
  return mountOverlay(<PopupOverlay {...props} />, {
    name: 'popup-overlay',
    document: props.document,
  });
}

export type MountPopupOverlay = typeof mountPopupOverlay;
