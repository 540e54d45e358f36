import {
  type CleanupStore,
  type ConsentGateOptions,
  type PageContext,
  whenThirdPartyMayLoad,
} from '@tessera/runtime';
import { fontsRequireConsent, googleFontsUrl, missingTypekitFonts, typekitKitUrl } from './fonts';
import { type ChromeMessages, chromeMessages } from './messages';

/** The font families the document's fonts list now (the stylesheets' @font-face rules). */
function loadedFamilies(doc: Document): Set<string> {
  const families = new Set<string>();
  doc.fonts?.forEach((face) => {
    families.add(face.family.replace(/^["']|["']$/g, '').toLowerCase());
  });
  return families;
}

function addStylesheet(doc: Document, href: string, store: CleanupStore): HTMLLinkElement {
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  store.listen(link, 'error', () =>
    console.error(`[tessera] site-chrome: the font stylesheet failed to load: ${href}`),
  );
  doc.head.append(link);
  store.add(() => link.remove());
  return link;
}

/**
 * Font loading's DOM shell: the Google Fonts stylesheet (one request) and the Typekit kit's, in
 * the head, after consent when the site asks for it; once the kit has loaded, each font of
 * typekitFonts it no longer holds logs 'Requested font no longer in Typekit' (spec 002 §8).
 */
export function startFonts(
  doc: Document,
  page: PageContext,
  gate: ConsentGateOptions,
  store: CleanupStore,
  messages: ChromeMessages = chromeMessages,
): void {
  const google = googleFontsUrl(page.googleFonts);
  const kit = typekitKitUrl(page.website?.typekitId);
  if (!google && !kit) return;
  const load = () => {
    if (google) addStylesheet(doc, google, store);
    if (!kit) return;
    const link = addStylesheet(doc, kit, store);
    store.listen(link, 'load', () => {
      for (const id of missingTypekitFonts(page.typekitFonts, loadedFamilies(doc))) {
        console.warn(messages.typekitFontMissing, id);
      }
    });
  };
  if (!fontsRequireConsent(page)) {
    load();
    return;
  }
  const controller = new AbortController();
  store.add(() => controller.abort());
  whenThirdPartyMayLoad('functional', controller.signal, gate).then(load, () => {});
}
