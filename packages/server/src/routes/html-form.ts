import { randomUUID } from 'node:crypto';
import { HTML_FORM_SUBMISSION_PATH, VISITOR_RECORD_COOKIE } from '@tessera/runtime';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { clientAddress } from '../client-address';
import { escapeHtml } from '../escape-html';
import { spamRefusal } from '../form-spam-check';
import { checkFormValues } from '../form-values';
import { asFields, type Fields } from '../input';
import { messages } from '../messages';
import { isSameOriginRequest } from '../own-page-post';
import { readBody } from '../read-body';
import type { ServerContext } from '../server-context';
import type { FormDefinition } from '../site-config';
import { visitorIdFromCookie, visitorKey } from '../visitor';

/**
 * POST /api/form/HtmlFormSubmission?formId=…: a form sent by the browser itself, with no script
 * (or with the form block's code not loaded): progressive enhancement. The fields are the form's
 * controls, named after their field ids (docs/markup.md, "Forms"); the same rules as
 * SaveFormSubmission apply (rate limit, the form's definition, checkFormValues) and the same
 * writer stores it. The answer is a plain HTML page: the form's success message and a link
 * back, or the messages with what was typed, as a form again.
 *
 * A browser's own post cannot send the crumb header, so this call is exempt from the crumb
 * (app.ts) and checked the way OWASP's CSRF sheet names for it instead: Sec-Fetch-Site must say
 * same-origin, or, from a browser that does not send it, Origin must be this host; a post with
 * neither header is refused (403).
 */

/** A value's key: a field id, or `<id>.<part>` for a part of a list or likert field. */
const partName = /^([^.]+)\.([^.]+)$/;

/**
 * The form's values from the posted fields: `<id>` is the value of a one-value field;
 * `<id>.0`, `<id>.1`, … are the parts of a list (in order of the number); `<id>.<question>` the
 * answers of a likert field. checkFormValues then checks each value against its field's type,
 * as for a submission sent by the script. Names the form does not define are left out (a submit
 * button's name and value, say).
 */
export function formValuesFromFields(
  form: FormDefinition,
  fields: Fields,
): Record<string, unknown> {
  const ids = new Set(form.fields.map((field) => field.id));
  const values: Record<string, unknown> = {};
  const parts = new Map<string, [string, unknown][]>();
  for (const [name, value] of Object.entries(fields)) {
    if (ids.has(name)) {
      values[name] = value;
      continue;
    }
    const [, id, part] = partName.exec(name) ?? [];
    if (id === undefined || part === undefined || !ids.has(id)) continue;
    const list = parts.get(id) ?? [];
    list.push([part, value]);
    parts.set(id, list);
  }
  for (const [id, list] of parts) {
    if (id in values) continue; // a value and parts both: the value, whose shape is then checked
    values[id] = list.every(([part]) => /^\d{1,3}$/.test(part))
      ? list.sort(([a], [b]) => Number(a) - Number(b)).map(([, value]) => value)
      : Object.fromEntries(list);
  }
  return values;
}

const texts = {
  sent: 'Thank you!',
  back: 'Back to the site',
  fix: 'Please correct the following and send the form again.',
  send: 'Send',
  refused: 'This form can only be sent from a page of this site.',
  trapped: 'The form was not sent: the field marked "Leave this empty" must stay empty.',
  early: 'The form was not sent: it was sent too soon after the page was shown.',
} as const;

/** A text setting of a form's definition (its type is not checked when site.json is read). */
const setting = (form: FormDefinition, name: string): string | undefined => {
  const value = form[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

function page(title: string, body: string, siteTitle: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — ${escapeHtml(siteTitle)}</title><link rel="icon" href="data:,"></head>
<body><main>${body}</main></body></html>`;
}

/**
 * Where "back" leads: the page the form was on when the browser says so and it is ours (not
 * this call's own page, which a form sent again from the error page would name, nor a path
 * starting with two slashes, which as a link names another host), else home.
 */
function backLink(c: Context): string {
  const referer = c.req.header('referer');
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    const ours =
      url.host === c.req.header('host') &&
      !url.pathname.startsWith('/api/') &&
      !url.pathname.startsWith('//');
    return ours ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}

/** The form again, with what was typed and the messages beside the fields they concern. */
function formAgain(
  form: FormDefinition,
  formId: string,
  fields: Fields,
  errors: Record<string, string>,
): string {
  const action = `${HTML_FORM_SUBMISSION_PATH}?formId=${encodeURIComponent(formId)}`;
  const rows = form.fields
    .filter((field) => field.type !== 'section')
    .map((field) => {
      const names = Object.keys(fields).filter(
        (name) => name === field.id || name.startsWith(`${field.id}.`),
      );
      const controls = (names.length > 0 ? names : [field.id]).map((name) => {
        const value = escapeHtml(String(fields[name] ?? ''));
        const label = `aria-label="${escapeHtml(field.title)}"`;
        return field.type === 'textarea'
          ? `<textarea name="${escapeHtml(name)}" ${label}>${value}</textarea>`
          : `<input name="${escapeHtml(name)}" value="${value}" ${label}>`;
      });
      const error = errors[field.id];
      const message = error ? `<p role="alert">${escapeHtml(error)}</p>` : '';
      return `<fieldset><legend>${escapeHtml(field.title)}</legend>${controls.join(' ')}${message}</fieldset>`;
    });
  const button = escapeHtml(setting(form, 'submitButtonText') ?? texts.send);
  return `<form method="post" action="${escapeHtml(action)}">${rows.join('\n')}<button type="submit">${button}</button></form>`;
}

export function htmlFormRoutes(ctx: ServerContext): Hono {
  const app = new Hono();

  app.post(HTML_FORM_SUBMISSION_PATH, async (c) => {
    const siteTitle = String(ctx.site.website.siteTitle ?? '');
    const answer = (status: 200 | 400 | 403 | 404 | 429, title: string, body: string) =>
      c.html(page(title, body, siteTitle), status, { 'cache-control': 'no-store' });
    const back = `<p><a href="${escapeHtml(backLink(c))}">${texts.back}</a></p>`;

    if (!isSameOriginRequest(c))
      return answer(403, texts.refused, `<h1>${texts.refused}</h1>${back}`);

    const formId = c.req.query('formId') ?? '';
    const form = Object.hasOwn(ctx.site.forms, formId) ? ctx.site.forms[formId] : undefined;
    if (!form) {
      return answer(
        404,
        messages.formNotConfigured,
        `<h1>${messages.formNotConfigured}</h1>${back}`,
      );
    }
    const fields = asFields(await readBody(c));
    // Refused before the rate limit: a bot's posts never use up a visitor's allowance. The
    // page's render stamp rides in the form as a hidden input (stamp-no-script-forms.ts).
    const spam = spamRefusal(form, fields, {}, ctx.renderStamps);
    if (spam !== undefined) {
      const text =
        spam === 'honeypot'
          ? texts.trapped
          : spam === 'too-soon'
            ? texts.early
            : messages.submitError;
      return answer(400, text, `<h1>${escapeHtml(text)}</h1>${back}`);
    }

    const cookie = getCookie(c, VISITOR_RECORD_COOKIE);
    const address = clientAddress(c, ctx.proxyTrust);
    if (!(await ctx.formRateLimiter.allows(address, visitorIdFromCookie(cookie)))) {
      return answer(429, messages.rateLimited, `<h1>${messages.rateLimited}</h1>${back}`);
    }

    const check = checkFormValues(form, formValuesFromFields(form, fields));
    // A captcha needs the page's script: a form that asks for one cannot be sent without it.
    const errors = check.ok ? {} : check.errors;
    if (check.ok && form.captcha) errors.captcha = messages.captchaFailed;
    if (!check.ok || form.captcha) {
      const list = Object.entries(errors).map(([id, message]) => {
        const title = form.fields.find((field) => field.id === id)?.title ?? id;
        return `<li>${escapeHtml(title)}: ${escapeHtml(message)}</li>`;
      });
      const body = `<h1>${escapeHtml(form.name || formId)}</h1><p>${texts.fix}</p><ul>${list.join('')}</ul>${formAgain(form, formId, fields, errors)}${back}`;
      return answer(400, texts.fix, body);
    }

    const formKey = ctx.formKeys.issue();
    await ctx.submissions.save({
      id: randomUUID(),
      formKey,
      formId,
      collectionId: null,
      objectName: null,
      isOverlayForm: false,
      submitButtonText: setting(form, 'submitButtonText') ?? null,
      fields: check.values,
      page: {},
      census: {},
      visitor: visitorKey(cookie, address),
    });
    if (form.successUrl && /^(\/(?!\/)|https?:\/\/)/.test(form.successUrl)) {
      return c.redirect(form.successUrl, 303);
    }
    const message = setting(form, 'successMessage') ?? texts.sent;
    return answer(200, texts.sent, `<h1>${escapeHtml(message)}</h1>${back}`);
  });

  return app;
}
