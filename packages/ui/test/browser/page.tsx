/**
 * The Chromium test page's script, bundled by esbuild in the test setup with react and
 * react-dom aliased to preact/compat (as in the script-tag build). It puts the kit on `window`.
 */
import { createEventBus, type TesseraEvents } from '@tessera/runtime';
import * as ui from '../../src';
import { deepActiveElement } from '../../src/focus';

const events = createEventBus<TesseraEvents>();

/** Describes the focused element, looking into the overlay host. */
function focused(): string {
  const element = deepActiveElement(document);
  if (!element) return 'none';
  const inHost = element.getRootNode() === ui.getOverlayHost().root;
  const name =
    element.id ||
    element.getAttribute('data-outcome') ||
    element.getAttribute('data-action') ||
    element.className ||
    element.tagName.toLowerCase();
  return `${inHost ? 'host' : 'page'}:${name}`;
}

function mountSpinner(theme: ui.Theme): () => void {
  return ui.mountOverlay(
    <div
      data-theme={theme}
      style={{
        position: 'fixed',
        top: 20,
        right: 20,
        padding: 12,
        borderRadius: 8,
        background: 'var(--_bg)',
        color: 'var(--_fg)',
      }}
    >
      <ui.Spinner />
    </div>,
    { name: 'spinner' },
  );
}

declare global {
  interface Window {
    ui: typeof ui;
    events: typeof events;
    focused: typeof focused;
    mountSpinner: typeof mountSpinner;
    outcomes: string[];
  }
}

window.ui = ui;
window.events = events;
window.focused = focused;
window.mountSpinner = mountSpinner;
window.outcomes = [];
ui.installSystemErrorOverlay(events, { onReload: () => window.outcomes.push('reload') });
document.documentElement.dataset.ready = 'true';
