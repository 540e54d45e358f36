import type { ConsentGateOptions } from '../consent/consent-gate';
import { whenThirdPartyMayLoad } from '../consent/consent-gate';
import type { ConsentPurposeName } from '../consent/consent-purpose';
import { currentDocument } from '../read-cookie';

export interface LoadScriptOptions {
  /** Milliseconds from the moment the script is requested (its element added); default 30,000. */
  timeout?: number;
  /** Waits for whenThirdPartyMayLoad(purpose) before requesting the script. */
  purpose?: ConsentPurposeName;
  /** Set on the script element (`crossorigin`, `nonce`, `data-*`, ...). */
  attributes?: Record<string, string>;
  /** Rejects this call with the signal's reason; a load already requested goes on for others. */
  signal?: AbortSignal;
  /** Where the consent gate looks (tests, several documents); default the page's. */
  gate?: ConsentGateOptions;
}

/** spec 001: a third-party script's load time-out when the caller names none. */
export const LOAD_SCRIPT_TIMEOUT_MS = 30_000;

/** One shared load per document and URL; a failed load leaves so a later call retries. */
const loads = new WeakMap<Document, Map<string, Promise<void>>>();

function requestScript(doc: Document, url: string, options: LoadScriptOptions): Promise<void> {
  const byUrl = loads.get(doc) ?? new Map<string, Promise<void>>();
  loads.set(doc, byUrl);
  const known = byUrl.get(url);
  if (known) return known;
  const timeout = options.timeout ?? LOAD_SCRIPT_TIMEOUT_MS;
  const load = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    for (const [name, value] of Object.entries(options.attributes ?? {})) {
      script.setAttribute(name, value);
    }
    script.async = true;
    script.src = url;
    const settle = (error?: Error) => {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      if (!error) return resolve();
      script.remove();
      byUrl.delete(url);
      reject(error);
    };
    const timer = setTimeout(
      () => settle(new Error(`Script load timed out after ${timeout} ms: ${url}`)),
      timeout,
    );
    script.onload = () => settle();
    script.onerror = () => settle(new Error(`Script failed to load: ${url}`));
    (doc.head ?? doc.documentElement).append(script);
  });
  byUrl.set(url, load);
  return load;
}

/** Rejects with the signal's reason when it aborts first. */
function abortable(promise: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return promise;
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Loads a third-party script once per URL (one shared promise per URL, as spec 001's map script
 * promise): appends `<script async src>` to the head, resolves on load, rejects with an Error
 * naming the URL on error or after `timeout` ms, removing the element so a later call retries.
 * With `purpose`, waits for whenThirdPartyMayLoad(purpose) first.
 */
export async function loadScript(url: string, options: LoadScriptOptions = {}): Promise<void> {
  const doc = options.gate?.document ?? currentDocument();
  if (!doc) throw new Error(`Script cannot load without a document: ${url}`);
  if (options.purpose) await whenThirdPartyMayLoad(options.purpose, options.signal, options.gate);
  options.signal?.throwIfAborted();
  return abortable(requestScript(doc, url, options), options.signal);
}
