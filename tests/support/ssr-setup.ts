/**
 * Setup of the `ssr` test project: a server has no DOM, so neither may these tests. Nothing here
 * defines window or document; this only fails a test when something else (a polyfill, a global
 * a test leaked) did, since a guard such as `typeof document` would then pass unnoticed.
 */
import { afterEach, beforeEach } from 'vitest';

function assertNoDom(when: string): void {
  for (const name of ['window', 'document']) {
    if (name in globalThis) throw new Error(`${name} is defined ${when} a server-rendering test`);
  }
}

beforeEach(() => assertNoDom('before'));
afterEach(() => assertNoDom('after'));
