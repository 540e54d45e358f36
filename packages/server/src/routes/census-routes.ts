import {
  CENSUS_BUTTON_CLICK_PATH,
  CENSUS_BUTTON_RENDER_PATH,
  CENSUS_OVERLAY_PATH,
  CENSUS_RECORD_HIT_PATH,
  CENSUS_RECORD_QUICK_VIEW_PATH,
  CRUMB_PARAMETER,
  FORM_RENDER_PATH,
  PAGE_FIELDS,
  VISITOR_RECORD_COOKIE,
} from '@tessera/runtime';
import type { Context, Hono } from 'hono';
import { HttpError } from '../http-error';
import { asFields, readJson, readString, rejectUnknown } from '../input';
import { readBody } from '../read-body';
import type { ServerContext } from '../server-context';
import { rejectUnstorableText } from '../unstorable-text';
import { withinBudget } from './analytics-budget';
import { storeEvent, textFields, visitorOf } from './analytics-store';

/** spec 002 §7: the button census fields, then visitorCookie and the page fields. */
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

/** POST /api/census/RecordHit: form-encoded event, data (JSON) and ss_cvr (spec 002 §7). */
function recordHit(ctx: ServerContext) {
  return async (c: Context) => {
    const fields = asFields(await readBody(c));
    rejectUnknown(fields, new Set([CRUMB_PARAMETER, 'event', 'data', VISITOR_RECORD_COOKIE]));
    const event = readString(fields, 'event', { required: true, maxLength: 200 })!;
    const data = fields.data === undefined ? {} : readJson(fields, 'data');
    const visitor = readString(fields, VISITOR_RECORD_COOKIE, { maxLength: 200 }) ?? visitorOf(c);
    if (await withinBudget(c, ctx, 1)) {
      await storeEvent(ctx.analyticsEvents, 'census/RecordHit', event, { event, data }, visitor);
    }
    return c.json({ success: true });
  };
}

/** A call of known text fields, stored under `source` with the field `nameField` as its name. */
function textCensus(ctx: ServerContext, source: string, names: string[], nameField: string) {
  return async (c: Context) => {
    const fields = textFields(asFields(await readBody(c)), names);
    if (await withinBudget(c, ctx, 1)) {
      await storeEvent(
        ctx.analyticsEvents,
        source,
        fields[nameField] ?? null,
        fields,
        fields.visitorCookie,
      );
    }
    return c.json({ success: true });
  };
}

/**
 * POST /api/census/overlay: spec 002 §7 says "overlay event payload with visitorCookie"; its
 * fields are not shown, so any plain field name is kept (at most 32), as JSON.
 */
function overlay(ctx: ServerContext) {
  return async (c: Context) => {
    const fields = asFields(await readBody(c));
    const names = Object.keys(fields).filter((name) => name !== CRUMB_PARAMETER);
    if (names.length > 32 || names.some((name) => !/^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(name))) {
      throw new HttpError(400, {
        error: 'Overlay events take at most 32 fields with plain names.',
      });
    }
    const { [CRUMB_PARAMETER]: _crumb, ...payload } = fields;
    const name = typeof payload.event === 'string' ? payload.event.slice(0, 200) : null;
    const visitor =
      typeof payload.visitorCookie === 'string' ? payload.visitorCookie : visitorOf(c);
    // Checked before the budget, so that a call sampled away gets the same 400 as a stored one.
    rejectUnstorableText(payload, '');
    if (await withinBudget(c, ctx, 1)) {
      await storeEvent(ctx.analyticsEvents, 'census/overlay', name, payload, visitor);
    }
    return c.json({ success: true });
  };
}

/** POST /api/census/RecordQuickView/{id}: payload and answer not shown (spec 002 §7). */
function recordQuickView(ctx: ServerContext) {
  return async (c: Context) => {
    const id = c.req.param('id') ?? '';
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) {
      throw new HttpError(400, { error: 'The path id must be 1 to 64 letters, digits, - or _.' });
    }
    const fields = textFields(asFields(await readBody(c)), ['visitorCookie', ...PAGE_FIELDS]);
    const visitor = fields.visitorCookie ?? visitorOf(c);
    if (await withinBudget(c, ctx, 1)) {
      await storeEvent(ctx.analyticsEvents, 'census/RecordQuickView', id, fields, visitor);
    }
    return c.json({ success: true });
  };
}

/** The census calls (spec 002 §7), each stored as a row for later analysis. */
export function addCensusRoutes(app: Hono, ctx: ServerContext): void {
  app.post(CENSUS_RECORD_HIT_PATH, recordHit(ctx));
  app.post(CENSUS_BUTTON_CLICK_PATH, textCensus(ctx, 'census/button-click', BUTTON_FIELDS, 'id'));
  app.post(CENSUS_BUTTON_RENDER_PATH, textCensus(ctx, 'census/button-render', BUTTON_FIELDS, 'id'));
  const formRenderFields = ['formId', 'visitorCookie', ...PAGE_FIELDS];
  app.post(FORM_RENDER_PATH, textCensus(ctx, 'census/form-render', formRenderFields, 'formId'));
  app.post(CENSUS_OVERLAY_PATH, overlay(ctx));
  app.post(`${CENSUS_RECORD_QUICK_VIEW_PATH}/:id`, recordQuickView(ctx));
}
