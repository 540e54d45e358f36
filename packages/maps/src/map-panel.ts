import type { CleanupStore } from '@tessera/runtime';
import { mapMessages } from './map-messages';

/** A button of the panel; it answers through onclick, so it takes its handler when it goes. */
function button(text: string, onclick: () => void): HTMLButtonElement {
  const made = document.createElement('button');
  made.type = 'button';
  made.textContent = text;
  made.onclick = onclick;
  made.style.cssText = 'font:inherit;min-height:44px;margin:4px';
  return made;
}

/**
 * The bar the block lays over the bottom of its placeholder (absolutely placed: nothing moves,
 * no layout shift): "Show the interactive map" for a map that loads on interaction, or, under a
 * restrictive cookie policy, the consent gate's placeholder (its class, part and strings, so a
 * site styles both alike) with "Load content" (this map only) and "Accept cookies" (the site).
 * Removed by the returned function or the store.
 */
export function showMapPanel(
  element: HTMLElement,
  store: CleanupStore,
  actions: { show: () => void; acceptAll?: () => void },
): () => void {
  const panel = document.createElement('div');
  panel.setAttribute('data-part', 'map-panel');
  panel.style.cssText =
    'position:absolute;inset:auto 0 0;z-index:1;padding:8px;text-align:center;background:#fff;color:#000';
  if (actions.acceptAll) {
    panel.className = 'tessera-consent-placeholder';
    panel.setAttribute('data-part', 'consent-placeholder');
    panel.setAttribute('data-consent-purpose', 'functional');
    const note = document.createElement('p');
    note.textContent = mapMessages.consentText;
    panel.append(
      note,
      button(mapMessages.consentLoad, actions.show),
      button(mapMessages.consentAcceptAll, actions.acceptAll),
    );
  } else {
    panel.append(button(mapMessages.show, actions.show));
  }
  element.append(panel);
  return store.add(() => panel.remove());
}
