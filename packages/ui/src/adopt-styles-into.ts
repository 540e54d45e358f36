const adopted = new WeakMap<ShadowRoot, Set<string>>();

/** True when the browser can share one parsed sheet across roots (constructable stylesheets). */
function canConstructSheets(root: ShadowRoot): boolean {
  const view = root.ownerDocument.defaultView;
  return (
    !!view &&
    'adoptedStyleSheets' in root &&
    typeof view.CSSStyleSheet === 'function' &&
    typeof view.CSSStyleSheet.prototype.replaceSync === 'function'
  );
}

/**
 * Adds `css` to a shadow root once per `key`: a constructable stylesheet where the browser has
 * them (parsed once, no `<style>` node), else a `<style data-key>` element.
 */
export function adoptStylesInto(root: ShadowRoot, key: string, css: string): void {
  let keys = adopted.get(root);
  if (!keys) {
    keys = new Set();
    adopted.set(root, keys);
  }
  if (keys.has(key)) return;
  keys.add(key);
  if (canConstructSheets(root)) {
    const sheet = new (
      root.ownerDocument.defaultView as Window & typeof globalThis
    ).CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = root.ownerDocument.createElement('style');
  style.setAttribute('data-key', key);
  style.textContent = css;
  root.prepend(style);
}
