import { adoptStyles, mountOverlay } from '@tessera/ui';
import { PopupOverlay, type PopupOverlayProps } from './popup-overlay';
import { popupStyles } from './popup-styles';

/** Renders the popup overlay into the overlay host; returns the function that removes it. */
export function mountPopupOverlay(props: PopupOverlayProps): () => void {
  adoptStyles('popup-overlay', popupStyles, props.document);
  return mountOverlay(<PopupOverlay {...props} />, {
    name: 'popup-overlay',
    document: props.document,
  });
}

export type MountPopupOverlay = typeof mountPopupOverlay;
