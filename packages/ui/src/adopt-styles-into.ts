const adopted = new WeakMap<ShadowRoot, Set<string>>();

/**
 * Adds `css` to a shadow root once per `key`: a constructable stylesheet where the browser has
 * them (parsed once, no `<style>` node), else a `<style data-key>` element.
 */
export function adoptStylesInto(root: ShadowRoot, key: string, css: string): void {
  const keys = adopted.get(root) ?? new Set<string>();
  adopted.set(root, keys);
  if (keys.has(key)) return;
  keys.add(key);
  // A constructable sheet where the browser can share one across roots; an engine without
  // them (no window, no CSSStyleSheet constructor or replaceSync) throws, and gets the element.
  if ('adoptedStyleSheets' in root) {
    try {
      const sheet = new (
        root.ownerDocument.defaultView as Window & typeof globalThis
      ).CSSStyleSheet();
      sheet.replaceSync(css);
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      return;
    } catch {
      // Falls through to the element.
    }
  }
  const style = root.ownerDocument.createElement('style');
  style.setAttribute('data-key', key);
  style.textContent = css;
  root.prepend(style);
}
