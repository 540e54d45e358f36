/**
 * The fuzz suite, driven by docs/http-contract/openapi.yaml: for every operation of the document,
 * fast-check builds requests from the operation's own schemas, valid ones (which reach the code
 * behind the checks: fresh form keys, configured forms, the owner's session) and hostile ones (a
 * field, query or path value replaced by NUL, a lone surrogate, JSON nested 5,000 levels deep,
 * numbers past year 9999, wrong types, unknown fields; bodies of other types). Every answer must
 * be one the document gives for that operation and fit its schema: no 500, nothing off the
 * contract. A method a path does not document answers 405 with Allow.
 *
 * FUZZ_RUNS sets the requests per operation (default 10 here; `npm run fuzz` runs 300 on PGlite
 * and, with TEST_DATABASE_URL, on Postgres) and prints the figures.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasTestPostgres, startTestServer, type TestServer } from '../../../tests/support/server';
import { assertContract, openapi } from './support/contract';
import {
  hostileString,
  hostileValue,
  resolveSchema,
  type Schema,
  schemaValue,
} from './support/schema-arbitrary';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
vi.setConfig({ testTimeout: Math.max(60_000, RUNS * 1_000) });

const document = openapi as unknown as Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const FRESH_KEY = '<fresh form key>';

interface Operation {
  method: string;
  path: string;
  id: string;
  parameters: { name: string; in: string; schema: Schema; required: boolean }[];
  bodies: [string, Schema][];
  /** Documents the X-XSRF-Token header: run with the owner's session. */
  owner: boolean;
}

const operations: Operation[] = Object.entries(openapi.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => (item as Record<string, unknown>)[method]).map((method) => {
    const operation = (item as Record<string, Schema>)[method]!;
    const parameters = ((operation.parameters as unknown[]) ?? []).map((entry) => {
      const parameter = resolveSchema(document, entry);
      return {
        name: String(parameter.name),
        in: String(parameter.in),
        schema: resolveSchema(document, parameter.schema),
        required: parameter.required === true,
      };
    });
    const content = (operation.requestBody as Schema | undefined)?.content as Schema | undefined;
    return {
      method: method.toUpperCase(),
      path,
      id: String(operation.operationId),
      parameters,
      bodies: Object.entries(content ?? {}).map(([type, media]) => [
        type,
        resolveSchema(document, (media as Schema).schema),
      ]),
      owner: parameters.some((parameter) => parameter.name === 'X-XSRF-Token'),
    } satisfies Operation;
  }),
);

type Body =
  | { kind: 'json'; type: string; value: unknown }
  | { kind: 'form'; fields: Record<string, unknown> }
  | { kind: 'raw'; type: string; text: string };

interface Request {
  path: Record<string, string>;
  query: [string, string][];
  body?: Body;
}

/** Values that reach past the checks: a fresh key, a configured form, the contact form's fields. */
function fieldOverrides(operation: Operation): Record<string, fc.Arbitrary<unknown>> {
  const formIds = fc.constantFrom('contact', 'newsletter');
  if (operation.id === 'saveFormSubmission') {
    const text = fc.string({ unit: 'grapheme', maxLength: 30 });
    const form = fc.record(
      { name: fc.tuple(text, text), email: fc.emailAddress(), message: text },
      { requiredKeys: [] },
    );
    return { key: fc.constant(FRESH_KEY), formId: formIds, form };
  }
  if (operation.id === 'listSubmissions' || operation.id === 'exportSubmissions') {
    return { formId: formIds, q: fc.string({ unit: 'grapheme', maxLength: 20 }) };
  }
  return consoleOverrides(operation.id);
}

/** The console's calls: bodies and queries that pass the checks, so the code behind them runs. */
function consoleOverrides(id: string): Record<string, fc.Arbitrary<unknown>> {
  const text = (maxLength: number) => fc.string({ unit: 'grapheme', minLength: 1, maxLength });
  const day = fc
    .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
  if (id === 'putCookieBannerSettings') {
    return {
      isCookieBannerEnabled: fc.boolean(),
      cookieBannerText: text(200),
      cookieBannerCtaText: text(20),
      cookieBannerOptOutCtaText: text(20),
      cookieBannerPosition: fc.constant('BOTTOM'),
      cookieBannerTheme: fc.constantFrom('LIGHT', 'DARK'),
      cookieBannerVariant: fc.constant('BAR'),
      cookieBannerCtaVariant: fc.constantFrom('TEXT', 'BUTTON', 'ICON'),
      cookieBannerAcceptType: fc.constantFrom('OPT_IN', 'OPT_IN_AND_OUT'),
      isRestrictiveCookiePolicyEnabled: fc.constant(false),
      isRestrictiveCookiePolicyAbsolute: fc.boolean(),
      isActivityLogEnabled: fc.constant(true),
      isAnalyticsCookiesDisabled: fc.constant(false),
      isVisitorDataRestricted: fc.constant(false),
    };
  }
  if (id === 'putPopupSettings') {
    return {
      enableMobile: fc.boolean(),
      showUntilSignup: fc.boolean(),
      displayFrequency: fc.integer({ min: -1, max: 3650 }),
      delaySeconds: fc.integer({ min: 0, max: 3600 }),
      title: text(100),
      bumpVersion: fc.boolean(),
    };
  }
  if (id === 'putLanguageSettings') {
    const tag = fc.constantFrom('en', 'en-US', 'fr-FR', 'de', 'zh-Hant-TW', 'pt-br');
    return {
      languages: fc.array(tag, { minLength: 1, maxLength: 6 }),
      defaultLanguage: tag,
    };
  }
  if (id === 'setOrderStatus') {
    return { status: fc.constantFrom('paid', 'fulfilled', 'cancelled', 'refunded') };
  }
  if (id === 'listConsentRecords' || id === 'exportConsentRecords') return { from: day, to: day };
  return {};
}

function validBody(operation: Operation): fc.Arbitrary<Body | undefined> {
  if (operation.bodies.length === 0) return fc.constant(undefined);
  const overrides = fieldOverrides(operation);
  return fc.oneof(
    ...operation.bodies.map(([type, schema]) => {
      const base = schemaValue(document, schema);
      const value =
        schema.type === 'object' && Object.keys(overrides).length > 0
          ? fc
              .tuple(base, fc.record(overrides))
              .map(([fields, extra]) => ({ ...(fields as object), ...extra }))
          : base;
      return value.map(
        (generated): Body =>
          type === 'application/x-www-form-urlencoded'
            ? { kind: 'form', fields: generated as Record<string, unknown> }
            : { kind: 'json', type, value: generated },
      );
    }),
  );
}

function validRequest(operation: Operation): fc.Arbitrary<Request> {
  const overrides = fieldOverrides(operation);
  const inQuery = operation.parameters.filter((p) => p.in === 'query' && p.name !== 'crumb');
  const query = fc.tuple(
    ...inQuery.map((parameter) =>
      fc.option(
        (overrides[parameter.name] ?? schemaValue(document, parameter.schema)).map(String),
        {
          nil: undefined,
          freq: parameter.required ? 100_000 : 2,
        },
      ),
    ),
  );
  const inPath = operation.parameters.filter((p) => p.in === 'path');
  const path = fc.record(
    Object.fromEntries(inPath.map((p) => [p.name, schemaValue(document, p.schema).map(String)])),
  );
  return fc.record({ path, query, body: validBody(operation) }).map(({ path, query, body }) => ({
    path,
    query: query.flatMap((value, index) =>
      value === undefined ? [] : [[inQuery[index]!.name, value]],
    ) as [string, string][],
    body,
  }));
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** One part of a valid request replaced by something hostile. */
function hostileRequest(operation: Operation): fc.Arbitrary<Request> {
  const valid = validRequest(operation);
  const names = [
    ...new Set(
      operation.bodies.flatMap(([, schema]) => Object.keys((schema.properties as object) ?? {})),
    ),
    '__proto__',
    'constructor',
    'not a field',
  ];
  const queryNames = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const pathNames = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const rawTypes = fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/xml',
    '',
  );
  const changes: fc.Arbitrary<(request: Request) => Request>[] = [
    fc
      .record({
        type: rawTypes,
        text: fc.oneof(
          hostileString,
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
      })
      .map(({ type, text }) => (request) => ({ ...request, body: { kind: 'raw', type, text } })),
  ];
  if (operation.bodies.length > 0) {
    changes.push(
      fc.tuple(fc.constantFrom(...names), hostileValue).map(([name, value]) => (request) => {
        const body = request.body;
        if (body?.kind === 'form')
          return {
            ...request,
            body: { ...body, fields: { ...body.fields, [name]: asText(value) } },
          };
        if (
          body?.kind === 'json' &&
          typeof body.value === 'object' &&
          body.value &&
          !Array.isArray(body.value)
        ) {
          return { ...request, body: { ...body, value: { ...body.value, [name]: value } } };
        }
        return { ...request, body: { kind: 'json', type: 'application/json', value } };
      }),
    );
  }
  // Cut to what fits in a URL: Node refuses a request head over 16 KiB (431) before any route.
  const inUrl = hostileString.map((value) => value.slice(0, 3000));
  if (queryNames.length > 0) {
    changes.push(
      fc
        .tuple(fc.constantFrom(...queryNames), inUrl, fc.boolean())
        .map(([name, value, twice]) => (request) => ({
          ...request,
          query: [...request.query.filter(([n]) => n !== name || twice), [name, value]] as [
            string,
            string,
          ][],
        })),
    );
  }
  if (pathNames.length > 0) {
    changes.push(
      // An empty segment is another path (404), not this operation.
      fc
        .tuple(fc.constantFrom(...pathNames), inUrl.filter(Boolean))
        .map(([name, value]) => (request) => ({
          ...request,
          path: { ...request.path, [name]: value },
        })),
    );
  }
  return fc.tuple(valid, fc.oneof(...changes)).map(([request, change]) => change(request));
}

/**
 * A path segment percent-encoded as UTF-8; a lone surrogate, which UTF-8 cannot hold, is sent as
 * the three bytes it would take (%ED%A0%80), which no decoder accepts.
 */
function encodePathPart(value: string): string {
  return value.replace(
    /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]|[^\uD800-\uDFFF]+/g,
    (part) => {
      if (part.length > 1 || !/[\uD800-\uDFFF]/.test(part)) return encodeURIComponent(part);
      const code = part.charCodeAt(0);
      return [0xed, 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    },
  );
}

interface Figures {
  requests: number;
  fiveHundreds: number;
  offContract: number;
  statuses: Map<number, number>;
}

describe.each([
  ['pglite', true],
  ['postgres', hasTestPostgres()],
] as const)('fuzzing every operation of openapi.yaml on %s', (database, available) => {
  let server: TestServer;
  let owner: { cookie: string; xsrfToken: string };
  let crumb = '';
  const figures: Figures = { requests: 0, fiveHundreds: 0, offContract: 0, statuses: new Map() };
  let started = 0;

  beforeAll(async () => {
    if (!available) return;
    started = Date.now();
    server = await startTestServer({ database, rateLimit: { max: 0 } });
    owner = await server.login();
    crumb = /crumb=([^;]+)/.exec(owner.cookie)![1]!;
  }, 60_000);

  afterAll(async () => {
    if (!available) return;
    await server?.close();
    const statuses = [...figures.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`);
    console.log(
      `[fuzz] ${database}: ${figures.requests} requests to ${operations.length} operations in ${((Date.now() - started) / 1000).toFixed(1)} s; ${figures.fiveHundreds} answers 5xx, ${figures.offContract} off the contract (${statuses.join(', ')})`,
    );
  });

  async function freshKey(): Promise<string> {
    const answer = await fetch(`${server.url}/api/form/FormSubmissionKey?crumb=${crumb}`, {
      method: 'POST',
      headers: { cookie: `crumb=${crumb}` },
    });
    return ((await answer.json()) as { key: string }).key;
  }

  async function encode(body: Body | undefined): Promise<{ type?: string; text?: string }> {
    if (!body) return {};
    if (body.kind === 'raw') return { type: body.type || undefined, text: body.text };
    if (body.kind === 'json')
      return { type: body.type, text: JSON.stringify(body.value) ?? 'null' };
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(body.fields)) {
      if (value !== undefined)
        form.append(name, value === FRESH_KEY ? await freshKey() : asText(value));
    }
    return { type: 'application/x-www-form-urlencoded', text: form.toString() };
  }

  async function send(operation: Operation, request: Request) {
    const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      encodePathPart(request.path[name] ?? ''),
    );
    const url = new URL(path, server.url);
    for (const [name, value] of request.query) url.searchParams.append(name, value);
    url.searchParams.append('crumb', crumb);
    if (
      request.body?.kind === 'json' &&
      (request.body.value as Record<string, unknown>)?.key === FRESH_KEY
    ) {
      request.body = {
        ...request.body,
        value: { ...(request.body.value as object), key: await freshKey() },
      };
    }
    const { type, text } = await encode(request.body);
    const headers: Record<string, string> = {
      cookie: operation.owner ? owner.cookie : `crumb=${crumb}`,
    };
    if (operation.owner) headers['x-xsrf-token'] = owner.xsrfToken;
    if (type) headers['content-type'] = type;
    const answer = await fetch(url, {
      method: operation.method,
      headers,
      body: operation.method === 'GET' ? undefined : text,
    });
    const contentType = answer.headers.get('content-type') ?? '';
    const raw = await answer.text();
    return {
      status: answer.status,
      contentType,
      body: contentType.includes('json') ? JSON.parse(raw) : raw,
    };
  }

  it.skipIf(!available).each(operations)(
    '$method $path answers every valid and hostile request as documented',
    async (operation) => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(validRequest(operation), hostileRequest(operation), hostileRequest(operation)),
          async (request) => {
            const answer = await send(operation, request);
            figures.requests++;
            figures.statuses.set(answer.status, (figures.statuses.get(answer.status) ?? 0) + 1);
            if (answer.status >= 500) figures.fiveHundreds++;
            try {
              assertContract(
                operation.method,
                operation.path,
                answer.status,
                answer.contentType,
                answer.body,
              );
            } catch (error) {
              figures.offContract++;
              throw error;
            }
          },
        ),
        { numRuns: RUNS },
      );
    },
  );

  it.skipIf(!available)(
    'answers 405 with Allow for every method a documented path does not list',
    async () => {
      for (const operationsOfPath of Object.entries(openapi.paths)) {
        const [path, item] = operationsOfPath;
        const listed = METHODS.filter((method) => (item as Record<string, unknown>)[method]).map(
          (m) => m.toUpperCase(),
        );
        const allow = [...listed, ...(listed.includes('GET') ? ['HEAD'] : [])].join(', ');
        const concrete = path.replace(/\{[^}]+\}/g, 'abc');
        for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].filter(
          (m) => !listed.includes(m),
        )) {
          const answer = await fetch(new URL(`${concrete}?crumb=${crumb}`, server.url), {
            method,
            headers: { cookie: `crumb=${crumb}` },
          });
          expect([method, path, answer.status, answer.headers.get('allow')]).toEqual([
            method,
            path,
            405,
            allow,
          ]);
          expect(await answer.json()).toEqual({
            error: `Method ${method} is not allowed here: use ${allow}.`,
          });
        }
      }
    },
  );
});
