import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Queryable } from '../database/database';
import { HttpError } from '../http-error';
import { asFields, type Fields, isRecord, readJson, readString, rejectUnknown } from '../input';
import { readBody } from '../read-body';
import type { ServerContext } from '../server-context';

/** spec 000 §3: the page fields many calls carry. */
const PAGE_FIELDS = ['pageTitle', 'pageId', 'contentSource', 'pagePath', 'pagePermissionTypeValue'];
/** spec 000 §7: the error reporter sends at most 20 reports a page. */
export const MAX_ERROR_REPORTS = 20;
/** Trace batches and performance records: at most this many entries a call. */
export const MAX_BATCH_ENTRIES = 200;

const insertEvent =
  'INSERT INTO analytics_events (source, name, payload, visitor) VALUES ($1, $2, $3::jsonb, $4)';

function recordEvent(
  db: Queryable,
  source: string,
  name: string | null,
  payload: unknown,
  visitor: string | undefined,
) {
  return db.query(insertEvent, [source, name, JSON.stringify(payload), visitor ?? null]);
}

/** Text fields of a call: known names only, each a string (form) or scalar (JSON). */
function textFields(fields: Fields, names: readonly string[]): Record<string, string> {
  rejectUnknown(fields, new Set([...names, 'crumb']));
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = readString(fields, name, { maxLength: 4000 });
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** A JSON list given as the body itself or as JSON text in one form field. */
function readList(body: unknown, field: string, max: number): unknown[] {
  const list = Array.isArray(body) ? body : readJson(asFields(body), field);
  if (!Array.isArray(list))
    throw new HttpError(400, { error: `Field "${field}" must be a JSON list.` });
  if (list.length > max) {
    throw new HttpError(400, { error: `At most ${max} entries a call (got ${list.length}).` });
  }
  return list;
}

/** A time in epoch milliseconds as ISO text; null for anything that is not a valid time. */
function isoFromMillis(value: unknown): string | null {
  // 8.64e15 ms is the Date range; beyond it toISOString would throw.
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 8.64e15
    ? new Date(value).toISOString()
    : null;
}

// A transparent 1x1 GIF: the answer to the image beacon.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const TRACK_FIELDS = [
  'landing',
  'refer',
  'rk',
  'lang',
  'screen',
  'source',
  'campaign',
  'subcampaign',
  'channel',
  'subchannel',
  'variation',
  'mkwid',
  'crumb',
];
const BUTTON_FIELDS = [
  'id',
  'buttonText',
  'clickthroughUrl',
  'alignment',
  'size',
  'newWindow',
  'context',
  'visitorCookie',
  ...PAGE_FIELDS,
];

/**
 * Events, tracking and performance calls (spec 000 §7, 001 §7, 002 §7). Each is stored as a row
 * for later analysis and answered `{ "success": true }` (the spec shows no answers).
 */
export function analyticsRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  const visitorOf = (c: Context) => getCookie(c, 'ss_cvr');

  app.post('/events/RecordJavascriptErrors', async (c) => {
    const reports = readList(await readBody(c), 'reports', MAX_ERROR_REPORTS);
    const rows = reports.map((report, index) => {
      if (!isRecord(report) || typeof report.event !== 'string' || !isRecord(report.data)) {
        throw new HttpError(400, {
          error: `Report ${index} must be {event: string, data: object, timestamp: number}.`,
        });
      }
      rejectUnknown(report, new Set(['event', 'data', 'timestamp']));
      const { data } = report;
      const text = (value: unknown, max: number) =>
        typeof value === 'string' ? value.slice(0, max) : null;
      return [
        report.event.slice(0, 200),
        text(data.message, 4000),
        text(data.url, 2000),
        // spec 000 §7: the reporter truncates stacks to 5000 characters; so do we.
        text(data.stack, 5000),
        JSON.stringify(data),
        isoFromMillis(report.timestamp),
      ];
    });
    await ctx.db.transaction(async (tx) => {
      for (const row of rows) {
        await tx.query(
          `INSERT INTO javascript_errors (event, message, url, stack, data, reported_at)
           VALUES ($1, $2, $3, $4, $5::jsonb, $6::timestamptz)`,
          row,
        );
      }
    });
    return c.json({ success: true, recorded: rows.length });
  });

  app.post('/events/RecordEvent', async (c) => {
    const fields = asFields(await readBody(c));
    rejectUnknown(fields, new Set(['crumb', 'event', 'data']));
    const event = readString(fields, 'event', { required: true, maxLength: 200 })!;
    const data = fields.data === undefined ? {} : readJson(fields, 'data');
    await recordEvent(ctx.db, 'RecordEvent', event, { event, data }, visitorOf(c));
    return c.json({ success: true });
  });

  app.post('/events/Trace', async (c) => {
    // spec 001 §7: form field data holding a JSON list of events (pageUrl, type, data).
    const events = readList(await readBody(c), 'events', MAX_BATCH_ENTRIES);
    for (const [index, event] of events.entries()) {
      if (!isRecord(event) || typeof event.type !== 'string') {
        throw new HttpError(400, { error: `Event ${index} must be {pageUrl, type, data}.` });
      }
      rejectUnknown(event, new Set(['pageUrl', 'type', 'data']));
    }
    await ctx.db.transaction(async (tx) => {
      for (const event of events as { type: string }[]) {
        await recordEvent(tx, 'Trace', event.type.slice(0, 200), event, visitorOf(c));
      }
    });
    return c.json({ success: true, recorded: events.length });
  });

  app.post('/census/RecordHit', async (c) => {
    const fields = asFields(await readBody(c));
    rejectUnknown(fields, new Set(['crumb', 'event', 'data', 'ss_cvr']));
    const event = readString(fields, 'event', { required: true, maxLength: 200 })!;
    const data = fields.data === undefined ? {} : readJson(fields, 'data');
    const visitor = readString(fields, 'ss_cvr', { maxLength: 200 }) ?? visitorOf(c);
    await recordEvent(ctx.db, 'census/RecordHit', event, { event, data }, visitor);
    return c.json({ success: true });
  });

  for (const kind of ['button-click', 'button-render'] as const) {
    app.post(`/census/${kind}`, async (c) => {
      const fields = textFields(asFields(await readBody(c)), BUTTON_FIELDS);
      await recordEvent(ctx.db, `census/${kind}`, fields.id ?? null, fields, fields.visitorCookie);
      return c.json({ success: true });
    });
  }

  app.post('/census/form-render', async (c) => {
    const fields = textFields(asFields(await readBody(c)), [
      'formId',
      'visitorCookie',
      ...PAGE_FIELDS,
    ]);
    await recordEvent(
      ctx.db,
      'census/form-render',
      fields.formId ?? null,
      fields,
      fields.visitorCookie,
    );
    return c.json({ success: true });
  });

  app.post('/census/overlay', async (c) => {
    // spec 002 §7: "overlay event payload with visitorCookie"; its fields are not shown, so any
    // plain field name is kept (at most 32), as JSON.
    const fields = asFields(await readBody(c));
    const names = Object.keys(fields).filter((name) => name !== 'crumb');
    if (names.length > 32 || names.some((name) => !/^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(name))) {
      throw new HttpError(400, {
        error: 'Overlay events take at most 32 fields with plain names.',
      });
    }
    const { crumb: _crumb, ...payload } = fields;
    const name = typeof payload.event === 'string' ? payload.event.slice(0, 200) : null;
    const visitor =
      typeof payload.visitorCookie === 'string' ? payload.visitorCookie : visitorOf(c);
    await recordEvent(ctx.db, 'census/overlay', name, payload, visitor);
    return c.json({ success: true });
  });

  app.post('/census/RecordQuickView/:id', async (c) => {
    // spec 002 §7: payload and answer not shown; the product id is in the path.
    const id = c.req.param('id');
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) {
      throw new HttpError(400, { error: 'The path id must be 1 to 64 letters, digits, - or _.' });
    }
    const fields = textFields(asFields(await readBody(c)), ['visitorCookie', ...PAGE_FIELDS]);
    await recordEvent(
      ctx.db,
      'census/RecordQuickView',
      id,
      fields,
      fields.visitorCookie ?? visitorOf(c),
    );
    return c.json({ success: true });
  });

  app.post('/v1/events', async (c) => {
    // spec 002 §7: the events service; success is 200 or 202. We answer 202 (stored, accepted).
    const fields = asFields(await readBody(c));
    rejectUnknown(
      fields,
      new Set(['crumb', 'analyticsId', 'commonData', 'customData', 'customSchemaName']),
    );
    const analyticsId = readString(fields, 'analyticsId', { maxLength: 200 });
    const customSchemaName = readString(fields, 'customSchemaName', { maxLength: 200 });
    const commonData = fields.commonData === undefined ? {} : readJson(fields, 'commonData');
    const customData = fields.customData === undefined ? {} : readJson(fields, 'customData');
    if (!isRecord(commonData) || !isRecord(customData)) {
      throw new HttpError(400, {
        error: 'Fields "commonData" and "customData" must be JSON objects.',
      });
    }
    await recordEvent(
      ctx.db,
      'v1/events',
      customSchemaName ?? null,
      { analyticsId, commonData, customData, customSchemaName },
      analyticsId,
    );
    return c.json({ success: true }, 202);
  });

  app.get('/track/Track', async (c) => {
    const query = c.req.query();
    const fields = textFields(query, TRACK_FIELDS);
    delete fields.crumb;
    await recordEvent(ctx.db, 'track/Track', fields.landing ?? null, fields, visitorOf(c));
    return c.body(PIXEL, 200, { 'content-type': 'image/gif', 'cache-control': 'no-store' });
  });

  app.post('/1/performance/records', async (c) => {
    // spec 002 §7: sent by beacon, or by request with text/plain as fallback.
    const records = readList(await readBody(c), 'records', MAX_BATCH_ENTRIES);
    const rows = records.map((record, index) => {
      if (!isRecord(record))
        throw new HttpError(400, { error: `Record ${index} must be an object.` });
      rejectUnknown(record, new Set(['app', 'data', 'event', 'pageLoadId', 'timestamp']));
      const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : null);
      return [
        text(record.pageLoadId),
        text(record.app),
        text(record.event),
        JSON.stringify(record.data ?? null),
        isoFromMillis(record.timestamp),
      ];
    });
    await ctx.db.transaction(async (tx) => {
      for (const row of rows) {
        await tx.query(
          `INSERT INTO performance_records (page_load_id, app, event, data, recorded_at)
           VALUES ($1, $2, $3, $4::jsonb, $5::timestamptz)`,
          row,
        );
      }
    });
    return c.json({ success: true, recorded: rows.length });
  });

  app.get('/1/performance/settings', (c) =>
    c.json({ pageLoadId: randomUUID(), enabled: true }, 200, { 'cache-control': 'no-store' }),
  );

  return app;
}
