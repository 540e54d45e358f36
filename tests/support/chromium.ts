/**
 * Launches Debian's Chromium through playwright-core; never downloads a browser.
 * CHROMIUM_PATH overrides /usr/bin/chromium. A missing browser skips the suite locally and
 * fails it when CI=true.
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** True when the browser tests can run here; throws under CI when they cannot. */
export function hasChromium(): boolean {
  if (existsSync(chromiumPath)) return true;
  if (process.env.CI === 'true') {
    throw new Error(`Chromium not found at ${chromiumPath}: browser tests cannot be skipped in CI`);
  }
  return false;
}

/** `extraArgs`: more command-line switches, e.g. `--host-resolver-rules=MAP site.test 127.0.0.1`. */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  });
}
