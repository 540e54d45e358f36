import { randomUUID } from 'node:crypto';
import {
  CRUMB_PARAMETER,
  EVENTS_SERVICE_PATH,
  isJsonObject,
  PERFORMANCE_RECORDS_PATH,
  PERFORMANCE_SETTINGS_PATH,
  TRACK_PATH,
} from '@tessera/runtime';
import type { Context, Hono } from 'hono';
import { HttpError } from '../http-error';
import { asFields, readJson, readString, rejectUnknown } from '../input';
import { readBody } from '../read-body';
import type { ServerContext } from '../server-context';
import { withinBudget } from './analytics-budget';
import {
  insertRows,
  isoFromMillis,
  MAX_BATCH_ENTRIES,
  readList,
  storeEvent,
  textFields,
  visitorOf,
} from './analytics-store';

// A transparent 1x1 GIF: the answer to the image beacon.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** spec 000 §7: the landing beacon's query, and the crumb the data layer may add. */
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
  CRUMB_PARAMETER,
];

/** POST /api/v1/events: success is 200 or 202 (spec 002 §7); we answer 202, stored. */
function eventsService(ctx: ServerContext) {
  return async (c: Context) => {
    const fields = asFields(await readBody(c));
    rejectUnknown(
      fields,
      new Set([CRUMB_PARAMETER, 'analyticsId', 'commonData', 'customData', 'customSchemaName']),
    );
    const analyticsId = readString(fields, 'analyticsId', { maxLength: 200 });
    const customSchemaName = readString(fields, 'customSchemaName', { maxLength: 200 });
    const commonData = fields.commonData === undefined ? {} : readJson(fields, 'commonData');
    const customData = fields.customData === undefined ? {} : readJson(fields, 'customData');
    if (!isJsonObject(commonData) || !isJsonObject(customData)) {
      throw new HttpError(400, {
        error: 'Fields "commonData" and "customData" must be JSON objects.',
      });
    }
    const payload = { analyticsId, commonData, customData, customSchemaName };
    if (await withinBudget(c, ctx, 1)) {
      await storeEvent(
        ctx.analyticsEvents,
        'v1/events',
        customSchemaName ?? null,
        payload,
        analyticsId,
      );
    }
    return c.json({ success: true }, 202);
  };
}

/** GET /api/track/Track: the landing image beacon (spec 000 §7), answered with a pixel. */
function track(ctx: ServerContext) {
  return async (c: Context) => {
    const fields = textFields(c.req.query(), TRACK_FIELDS);
    delete fields[CRUMB_PARAMETER];
    if (await withinBudget(c, ctx, 1)) {
      await storeEvent(
        ctx.analyticsEvents,
        'track/Track',
        fields.landing ?? null,
        fields,
        visitorOf(c),
      );
    }
    return c.body(PIXEL, 200, { 'content-type': 'image/gif', 'cache-control': 'no-store' });
  };
}

/** One performance record as a row of performance_records; a 400 naming it when malformed. */
function performanceRow(record: unknown, index: number): unknown[] {
  if (!isJsonObject(record))
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
}

/** POST /api/1/performance/records: by beacon, or by request with text/plain (spec 002 §7). */
function performanceRecords(ctx: ServerContext) {
  return async (c: Context) => {
    const records = readList(await readBody(c), 'records', MAX_BATCH_ENTRIES);
    const rows = records.map(performanceRow);
    if (!(await withinBudget(c, ctx, rows.length))) {
      return c.json({ success: true, recorded: rows.length });
    }
    await insertRows(
      ctx.db,
      `INSERT INTO performance_records (page_load_id, app, event, data, recorded_at)
       VALUES ($1, $2, $3, $4::jsonb, $5::timestamptz)`,
      rows,
    );
    return c.json({ success: true, recorded: rows.length });
  };
}

/** The tracking calls: the events service, the landing beacon and the performance records. */
export function addTrackingRoutes(app: Hono, ctx: ServerContext): void {
  app.post(EVENTS_SERVICE_PATH, eventsService(ctx));
  app.get(TRACK_PATH, track(ctx));
  app.post(PERFORMANCE_RECORDS_PATH, performanceRecords(ctx));
  app.get(PERFORMANCE_SETTINGS_PATH, (c) =>
    c.json({ pageLoadId: randomUUID(), enabled: true }, 200, { 'cache-control': 'no-store' }),
  );
}
