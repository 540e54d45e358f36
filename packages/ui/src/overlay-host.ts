import { adoptStylesInto } from './adopt-styles-into';
import { hostStyles } from './styles/host';

/** The tag of the one host element per page; sites theme it as `tessera-overlays { … }`. */
export const OVERLAY_HOST_TAG = 'tessera-overlays';

export interface OverlayHost {
  /** The element appended to `<body>`: the only node the page's CSS can reach. */
  host: HTMLElement;
  /** Its open shadow root, holding every overlay and their stylesheets. */
  root: ShadowRoot;
  /** The element overlays are rendered into (`::part(container)`). */
  container: HTMLElement;
}

const hosts = new WeakMap<Document, OverlayHost>();

function createHost(doc: Document): OverlayHost {
  // A second copy of the kit on the page (npm bundle next to the script tag) shares the host.
  const existing = doc.querySelector<HTMLElement>(OVERLAY_HOST_TAG);
  const host = existing?.shadowRoot ? existing : doc.createElement(OVERLAY_HOST_TAG);
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  let container = root.querySelector<HTMLElement>('.container');
  if (!container) {
    container = doc.createElement('div');
    container.className = 'container';
    container.setAttribute('part', 'container');
    root.append(container);
  }
  adoptStylesInto(root, 'host', hostStyles);
  return { host, root, container };
}

/**
 * The page's overlay host, created on first use and appended to `<body>` (again, should the
 * site have removed it). Every overlay of the product renders inside its shadow root, so the
 * site's CSS cannot break ours and ours cannot leak (DESIGN "Overlays").
 */
export function getOverlayHost(doc: Document = document): OverlayHost {
  const overlay = hosts.get(doc) ?? createHost(doc);
  hosts.set(doc, overlay);
  if (!overlay.host.isConnected) (doc.body ?? doc.documentElement).append(overlay.host);
  return overlay;
}
