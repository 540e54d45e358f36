// @vitest-environment jsdom
/**
 * The system error overlay's page feature runs the runtime's block conformance suite: it is
 * started with a system error on the bus (as the loader starts it on the first routed error),
 * shows the overlay, and its destroy must take the overlay, the host and every listener away.
 */
import { createEventBus, type TesseraEvents } from '@tessera/runtime';
import { describeBlockConformance } from '@tessera/runtime/testing';
import { beforeAll, expect } from 'vitest';
import { installDialogShim } from '../../../tests/support/jsdom-dialog';

beforeAll(() => installDialogShim());

const events = createEventBus<TesseraEvents>();

describeBlockConformance({
  name: 'system-error-overlay',
  pageFeature: true,
  load: () => import('../src/system-error'),
  markup: '<main><p>Welcome.</p></main>',
  events,
  configAttribute: false,
  initialized() {
    events.emit('system-error', { kind: 'logged' });
    const host = document.body.lastElementChild;
    const title = host?.shadowRoot?.querySelector('[role="alertdialog"] .title');
    expect(title?.textContent).toBe('Something Went Wrong!');
  },
});
