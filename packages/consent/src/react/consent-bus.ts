/**
 * The bus the page's consent controller listens on: the script tag's (`window.Tessera.events`)
 * when the page runs it, so that a React app and the script-tag runtime share one controller
 * and one state (the consent cookies); else this bundle's page bus, where <CookieBanner>
 * starts one.
 */
import { type EventBus, events, type TesseraEvents } from '@tessera/runtime';

export type ConsentBus = Pick<EventBus<TesseraEvents>, 'on' | 'emit'>;

/** The script tag's page bus, when the page runs it (read structurally: no import of it). */
export function scriptTagBus(): ConsentBus | undefined {
  const bus = (globalThis as { Tessera?: { events?: Partial<ConsentBus> } }).Tessera?.events;
  return typeof bus?.on === 'function' && typeof bus.emit === 'function'
    ? (bus as ConsentBus)
    : undefined;
}

export function consentBus(): ConsentBus {
  return scriptTagBus() ?? events;
}
