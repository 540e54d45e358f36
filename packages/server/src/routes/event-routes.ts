import {
  CRUMB_PARAMETER,
  isJsonObject,
  RECORD_EVENT_PATH,
  RECORD_JAVASCRIPT_ERRORS_PATH,
  TRACE_PATH,
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
  visitorOf,
} from './analytics-store';

/** spec 000 §7: the error reporter sends at most 20 reports a page. */
const MAX_ERROR_REPORTS = 20;

/** One error report as a row of javascript_errors; a 400 naming the report when malformed. */
function errorReportRow(report: unknown, index: number): unknown[] {
  if (!isJsonObject(report) || typeof report.event !== 'string' || !isJsonObject(report.data)) {
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
}

/** POST /api/events/RecordJavascriptErrors (spec 000 §7). */
function recordJavascriptErrors(ctx: ServerContext) {
  return async (c: Context) => {
    const reports = readList(await readBody(c), 'reports', MAX_ERROR_REPORTS);
    const rows = reports.map(errorReportRow);
    if (!(await withinBudget(c, ctx, rows.length))) {
      return c.json({ success: true, recorded: rows.length });
    }
    await insertRows(
      ctx.db,
      `INSERT INTO javascript_errors (event, message, url, stack, data, reported_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::timestamptz)`,
      rows,
    );
    return c.json({ success: true, recorded: rows.length });
  };
}

/** POST /api/events/RecordEvent: url-encoded crumb, event, data JSON (spec 002 §7). */
function recordEvent(ctx: ServerContext) {
  return async (c: Context) => {
    const fields = asFields(await readBody(c));
    rejectUnknown(fields, new Set([CRUMB_PARAMETER, 'event', 'data']));
    const event = readString(fields, 'event', { required: true, maxLength: 200 })!;
    const data = fields.data === undefined ? {} : readJson(fields, 'data');
    if (await withinBudget(c, ctx, 1)) {
      await storeEvent(ctx.analyticsEvents, 'RecordEvent', event, { event, data }, visitorOf(c));
    }
    return c.json({ success: true });
  };
}

/** POST /api/events/Trace: form field data holding a JSON list of events (spec 001 §7). */
function trace(ctx: ServerContext) {
  return async (c: Context) => {
    const events = readList(await readBody(c), 'data', MAX_BATCH_ENTRIES);
    for (const [index, event] of events.entries()) {
      if (!isJsonObject(event) || typeof event.type !== 'string') {
        throw new HttpError(400, { error: `Event ${index} must be {pageUrl, type, data}.` });
      }
      rejectUnknown(event, new Set(['pageUrl', 'type', 'data']));
    }
    if (await withinBudget(c, ctx, events.length)) {
      await ctx.db.transaction(async (tx) => {
        for (const event of events as { type: string }[]) {
          await storeEvent(tx, 'Trace', event.type.slice(0, 200), event, visitorOf(c));
        }
      });
    }
    return c.json({ success: true, recorded: events.length });
  };
}

/** The events calls: error reports, RecordEvent and trace batches. */
export function addEventRoutes(app: Hono, ctx: ServerContext): void {
  app.post(RECORD_JAVASCRIPT_ERRORS_PATH, recordJavascriptErrors(ctx));
  app.post(RECORD_EVENT_PATH, recordEvent(ctx));
  app.post(TRACE_PATH, trace(ctx));
}
