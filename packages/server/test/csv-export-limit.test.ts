/**
 * GET /api/form/submissions.csv stops at 100,000 rows and says so: a last row and the
 * Tessera-Export-Truncated header (issue 21, "say in the export when it stopped at its row limit
 * instead of stopping silently"). 100,001 rows are written by one statement, then exported once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/server';

describe('CSV export at its row limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await server.query(
      `INSERT INTO form_submissions (id, form_key, form_id, fields, visitor)
       SELECT 'id' || n, 'key' || n, 'newsletter', jsonb_build_object('email', n || '@example.com'), 'v'
       FROM generate_series(1, 100001) AS n`,
    );
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const exportOf = async (formId: string) => {
    const { cookie, xsrfToken } = await server.login();
    const crumb = /crumb=([^;]+)/.exec(cookie)![1];
    return fetch(`${server.url}/api/form/submissions.csv?formId=${formId}&crumb=${crumb}`, {
      headers: { cookie, 'x-xsrf-token': xsrfToken },
    });
  };

  it('writes the newest 100,000, then a row saying it stopped, and the header', async () => {
    const answer = await exportOf('newsletter');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('tessera-export-truncated')).toBe('100000');
    const lines = (await answer.text()).split('\r\n');
    // The header, 100,000 rows, the notice, and the empty string after the last CRLF.
    expect(lines).toHaveLength(100_003);
    // Quoted: the sentence holds commas, the CSV separator.
    expect(lines[100_001]).toBe(
      '"This export stopped at its limit of 100,000 rows: only the newest 100,000 submissions are listed above."',
    );
    expect(lines[100_002]).toBe('');
  }, 60_000);

  it('says nothing of a limit on an export that is whole', async () => {
    const answer = await exportOf('contact');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('tessera-export-truncated')).toBe(null);
    expect(await answer.text()).not.toContain('This export stopped');
  });
});
