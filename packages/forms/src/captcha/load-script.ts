/**
 * Loads a third-party script once per document (spec 002 §7: the captcha script is loaded from
 * the provider). Resolves when `ready` is called by the script's onload callback.
 */
const loading = new WeakMap<Document, Map<string, Promise<void>>>();

let callbackCount = 0;

/**
 * Adds `<script src>` once. `src(callbackName)` builds the URL with the global callback the
 * provider calls when its API is ready; the callback is removed once called.
 */
export function loadScript(
  doc: Document,
  key: string,
  src: (callbackName: string) => string,
): Promise<void> {
  let byKey = loading.get(doc);
  if (!byKey) {
    byKey = new Map();
    loading.set(doc, byKey);
  }
  const scripts = byKey;
  const existing = scripts.get(key);
  if (existing) return existing;

  const view = doc.defaultView as (Window & Record<string, unknown>) | null;
  const callbackName = `__tesseraCaptchaReady${++callbackCount}`;
  const promise = new Promise<void>((resolve, reject) => {
    if (view) {
      view[callbackName] = () => {
        delete view[callbackName];
        resolve();
      };
    }
    const script = doc.createElement('script');
    script.src = src(callbackName);
    script.async = true;
    script.defer = true;
    script.addEventListener('error', () => {
      // Nothing will call the callback now: leave no global behind, and let a later render
      // try again with a fresh script.
      if (view) delete view[callbackName];
      script.remove();
      scripts.delete(key);
      reject(new Error(`The captcha script ${script.src} could not be loaded.`));
    });
    doc.head.append(script);
  });
  scripts.set(key, promise);
  return promise;
}
