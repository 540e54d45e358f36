/**
 * The captcha hook on a form with `"captcha": true`, the built script at /tessera/, and a page
 * context holding text built to break out of its script element.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestCaptchaVerifier,
  loadSiteConfig,
  type RunningServer,
  startServer,
  TEST_CAPTCHA_TOKEN,
} from '../src/index';
import { createClient } from './support/client';

// Many real HTTP round trips per test; a busy machine (CI, 2 cores) must not time them out.
vi.setConfig({ testTimeout: 30_000 });

const siteDir = resolve(import.meta.dirname, '../../../examples/site');

describe('captcha, script and context escaping', () => {
  let server: RunningServer;
  let scriptDir: string;

  beforeAll(async () => {
    scriptDir = await mkdtemp(join(tmpdir(), 'tessera-dist-'));
    await mkdir(join(scriptDir, 'chunks'));
    await writeFile(join(scriptDir, 'tessera.js'), 'export {};\n');
    await writeFile(join(scriptDir, 'chunks/gallery-abc.js'), 'export const x = 1;\n');
    await writeFile(join(scriptDir, 'tessera.js.map'), '{}');
    const site = await loadSiteConfig(join(siteDir, 'site.json'));
    site.forms.contact = { ...site.forms.contact!, captcha: true };
    site.products = [{ title: '</script><script>window.pwned = 1</script><!--' }];
    server = await startServer({
      dataDir: ':memory:',
      siteDir,
      site,
      scriptDir,
      port: 0,
      captcha: createTestCaptchaVerifier(),
      ownerPassword: 'pw',
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await rm(scriptDir, { recursive: true, force: true });
  });

  async function submit(captchaKey?: string) {
    const client = createClient(server.url);
    await client.visit();
    const { key } = (await client.call('POST', '/api/form/FormSubmissionKey')).body as {
      key: string;
    };
    return client.call('POST', '/api/form/SaveFormSubmission', {
      form: {
        key,
        formId: 'contact',
        form: JSON.stringify({ name: ['A', 'B'], email: 'a@example.com' }),
        ...(captchaKey === undefined ? {} : { captchaKey }),
      },
    });
  }

  it('saves a captcha form only when the verifier accepts its captchaKey', async () => {
    for (const captchaKey of [undefined, 'wrong-token']) {
      const answer = await submit(captchaKey);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'Complete CAPTCHA before submitting.' });
    }
    const passed = await submit(TEST_CAPTCHA_TOKEN);
    expect(passed.status).toBe(200);
    const rows = await server.db.query('SELECT id FROM form_submissions');
    expect(rows).toHaveLength(1);
  });

  it('serves the built script and its chunks from dist/ with JavaScript content types', async () => {
    for (const path of ['/tessera/tessera.js', '/tessera/chunks/gallery-abc.js']) {
      const answer = await fetch(`${server.url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    }
    const map = await fetch(`${server.url}/tessera/tessera.js.map`);
    expect(map.headers.get('content-type')).toBe('application/json; charset=utf-8');
    for (const path of [
      '/tessera/nope.js',
      '/tessera/..%2f..%2fpackage.json',
      '/tessera/../package.json',
    ]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    }
  });

  it('keeps </script> in configuration data inside the context element', async () => {
    const html = await (await fetch(`${server.url}/store.html`)).text();
    // Every script element closes once: nothing in the configuration data broke out of one.
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script\b/g)?.length);
    const json = /id="tessera-context">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json).products[0].title).toBe(
      '</script><script>window.pwned = 1</script><!--',
    );
  });
});
