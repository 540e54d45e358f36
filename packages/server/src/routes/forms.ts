import { randomUUID } from 'node:crypto';
import {
  CRUMB_PARAMETER,
  FORM_SUBMISSION_KEY_PATH,
  type FormSubmissionKeyAnswer,
  isJsonObject,
  PAGE_FIELDS,
  SAVE_FORM_SUBMISSION_PATH,
  type SaveFormSubmissionAnswer,
  VISITOR_RECORD_COOKIE,
} from '@tessera/runtime';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { clientAddress } from '../client-address';
import { RENDER_STAMP_FIELD, spamRefusal } from '../form-spam-check';
import { checkFormValues } from '../form-values';
import { HttpError } from '../http-error';
import { asFields, type Fields, readBoolean, readJson, readString } from '../input';
import { messages } from '../messages';
import { readBody } from '../read-body';
import type { ServerContext } from '../server-context';
import { visitorIdFromCookie, visitorKey } from '../visitor';

const SUBMISSION_FIELDS = new Set([
  'key',
  'formId',
  'collectionId',
  'objectName',
  'isOverlayForm',
  'submitButtonText',
  'form',
  'captchaKey',
  RENDER_STAMP_FIELD,
  CRUMB_PARAMETER,
  ...PAGE_FIELDS,
]);
// The spec names "census fields" without listing them: other fields with plain names (at most
// 32, short text) are kept, as text, in the submission's census column.
const censusName = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const MAX_CENSUS_FIELDS = 32;

function censusFields(fields: Fields): Record<string, unknown> {
  const census: Record<string, unknown> = {};
  for (const name of Object.keys(fields)) {
    if (SUBMISSION_FIELDS.has(name)) continue;
    if (!censusName.test(name)) {
      throw new HttpError(400, { error: `Unknown field: ${JSON.stringify(name.slice(0, 64))}.` });
    }
    if (Object.keys(census).length >= MAX_CENSUS_FIELDS) {
      throw new HttpError(400, { error: `More than ${MAX_CENSUS_FIELDS} census fields.` });
    }
    census[name] = readString(fields, name, { maxLength: 2000 }) ?? null;
  }
  return census;
}

/** POST /api/form/FormSubmissionKey and POST /api/form/SaveFormSubmission (spec 000 §7). */
export function formRoutes(ctx: ServerContext): Hono {
  const app = new Hono();

  app.post(FORM_SUBMISSION_KEY_PATH, (c) =>
    c.json({ key: ctx.formKeys.issue() } satisfies FormSubmissionKeyAnswer),
  );

  app.post(SAVE_FORM_SUBMISSION_PATH, async (c) => {
    const fields = asFields(await readBody(c));
    const cookie = getCookie(c, VISITOR_RECORD_COOKIE);
    const address = clientAddress(c, ctx.proxyTrust);
    const visitor = visitorKey(cookie, address);
    // Keyed on the address first: a client choosing a new ss_cvr is still the same address.
    if (!(await ctx.formRateLimiter.allows(address, visitorIdFromCookie(cookie)))) {
      throw new HttpError(429, { error: messages.rateLimited });
    }
    const key = readString(fields, 'key', { maxLength: 200 });
    if (!key || !ctx.formKeys.verify(key)) throw new HttpError(401, { error: messages.invalidKey });

    const formId = readString(fields, 'formId', { required: true, maxLength: 200 })!;
    const form = Object.hasOwn(ctx.site.forms, formId) ? ctx.site.forms[formId] : undefined;
    if (!form) throw new HttpError(404, { error: messages.formNotConfigured });

    const census = censusFields(fields);
    const page: Record<string, string> = {};
    for (const name of PAGE_FIELDS) {
      const value = readString(fields, name, { maxLength: 2000 });
      if (value !== undefined) page[name] = value;
    }
    // Unstorable text in a value answers per field (checkFormValues), as the other field rules.
    const values = readJson(fields, 'form', messages.formParse, false);
    if (!isJsonObject(values)) {
      throw new HttpError(400, { error: messages.formParse });
    }
    // The script's spam checks again, for a bot that posts without it; refused before the
    // values' own checks so that a bot learns nothing about the fields.
    if (spamRefusal(form, fields, values, ctx.renderStamps) !== undefined) {
      throw new HttpError(400, { error: messages.submitError });
    }
    const check = checkFormValues(form, values);
    if (!check.ok) throw new HttpError(400, { errors: check.errors });

    if (form.captcha) {
      const captchaKey = readString(fields, 'captchaKey', { maxLength: 4000 });
      const passed =
        captchaKey !== undefined &&
        ctx.captcha !== undefined &&
        (await ctx.captcha.verify(captchaKey, { formId, visitor }));
      if (!passed) throw new HttpError(400, { error: messages.captchaFailed });
    }

    const saved = await ctx.submissions.save({
      id: randomUUID(),
      formKey: key,
      formId,
      collectionId: readString(fields, 'collectionId', { maxLength: 200 }) ?? null,
      objectName: readString(fields, 'objectName', { maxLength: 200 }) ?? null,
      isOverlayForm: readBoolean(fields, 'isOverlayForm'),
      submitButtonText: readString(fields, 'submitButtonText', { maxLength: 200 }) ?? null,
      fields: check.values,
      page,
      census,
      visitor,
    });
    // A second use of a key answers as the first did and stores nothing new.
    return c.json({ success: true, submissionId: saved.id } satisfies SaveFormSubmissionAnswer);
  });

  return app;
}
