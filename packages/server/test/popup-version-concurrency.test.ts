/**
 * The popup's version bump under real contention on Postgres (TEST_DATABASE_URL; skipped locally
 * without it, required in CI): saves at once through a connection pool each count their bump.
 * The PGlite twin is in console-settings.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasTestPostgres, startTestServer, type TestServer } from '../../../tests/support/server';

const run = hasTestPostgres();

describe.skipIf(!run)('popup saves at once on Postgres', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: 'postgres', consoleDir: null });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('20 saves, 15 of them bumping: the version rises by 15, each bump answers its own', async () => {
    const { cookie, xsrfToken } = await server.login();
    const crumb = /crumb=([^;]+)/.exec(cookie)![1];
    const save = (bumpVersion: boolean) =>
      fetch(`${server.url}/api/console/settings/popup?crumb=${crumb}`, {
        method: 'PUT',
        headers: { cookie, 'x-xsrf-token': xsrfToken, 'content-type': 'application/json' },
        body: JSON.stringify({
          enableMobile: true,
          showUntilSignup: false,
          displayFrequency: 1,
          delaySeconds: 0,
          title: 'Hello',
          bumpVersion,
        }),
      }).then(async (answer) => [answer.status, (await answer.json()).version] as const);
    const first = await save(false);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => save(index % 4 !== 0)),
    );
    expect(answers.every(([status]) => status === 200)).toBe(true);
    const bumped = answers.filter((_, index) => index % 4 !== 0).map(([, version]) => version);
    expect([...bumped].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 15 }, (_, index) => first[1] + index + 1),
    );
    const [row] = await server.query<{ version: number }>(
      "SELECT (value->>'version')::int AS version FROM site_settings WHERE name = 'popup-overlay'",
    );
    expect(row).toEqual({ version: first[1] + 15 });
  });
});
