import type { EventBus, TesseraEvents } from '@tessera/runtime';
import { CONSENT_EVENTS, type ConsentEvents, OPEN_ATTRIBUTE } from './consent-events';

/** The bus events the consent controller answers (all of CONSENT_EVENTS but the change). */
type ConsentCommand = Exclude<keyof ConsentEvents, 'consent:change'>;

/** One command with its detail, as raised. */
export type ConsentCommandCall = { [K in ConsentCommand]: [K, ConsentEvents[K]] }[ConsentCommand];

/**
 * Hands every consent command to `answer`: the spec's banner events and the public API's decide
 * on the bus (spec 000 §4), and a click on a "Cookie settings" link (`[data-consent-open]`) as
 * an open. Returns the function that stops listening. One abort signal carries every listener,
 * so the waiting page feature needs no more code than this to clean up.
 */
export function listenForConsentCommands(
  bus: Pick<EventBus<TesseraEvents>, 'on'> | undefined,
  doc: Document,
  answer: (call: ConsentCommandCall) => void,
): () => void {
  const listening = new AbortController();
  const { signal } = listening;
  // Every consent event but the change, which the controller raises itself.
  for (const name of bus ? Object.values(CONSENT_EVENTS) : []) {
    if (name === CONSENT_EVENTS.change) continue;
    const off = bus!.on(name, (detail) => answer([name, detail] as ConsentCommandCall));
    signal.addEventListener('abort', off, { once: true });
  }
  doc.addEventListener(
    'click',
    (event) => {
      if (!(event.target as Element | null)?.closest?.(`[${OPEN_ATTRIBUTE}]`)) return;
      event.preventDefault();
      answer([CONSENT_EVENTS.open, undefined]);
    },
    { signal },
  );
  return () => listening.abort();
}
