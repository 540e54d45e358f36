import type { Fields } from './input';
import type { RenderStamps } from './render-stamps';
import type { FormDefinition } from './site-config';

/** The submission field (and the no-script form's hidden input) holding the page's stamp. */
export const RENDER_STAMP_FIELD = 'renderStamp';

/** The longest minimum fill time a definition may ask for: an hour, below the stamp's day. */
const MAX_MIN_FILL_TIME_MS = 60 * 60_000;

/** A text setting of a form's definition (its type is not checked when site.json is read). */
const textSetting = (form: FormDefinition, name: string): string | undefined => {
  const value = form[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * The form's minimum fill time, ms: its definition's `minFillTimeMs` (site.json
 * `forms[formId]`), which the page context hands to the form block too, so the script and the
 * server apply one rule. 0 (the default, as the script's on the Tessera path): not checked.
 */
export function minFillTimeOf(form: FormDefinition): number {
  const value = form.minFillTimeMs;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return 0;
  return Math.min(Math.round(value), MAX_MIN_FILL_TIME_MS);
}

/**
 * Spam defence (issue 20): a honeypot control that people never see or fill. Formspree's
 * `_gotcha`, and the name the form's definition gives as `honeypot` (docs/markup.md, Forms on
 * any host). A bot posting straight to the server fills every input it finds.
 */
export function honeypotFilled(form: FormDefinition, fields: Record<string, unknown>): boolean {
  return ['_gotcha', textSetting(form, 'honeypot')].some((name) => {
    const value = name === undefined || !Object.hasOwn(fields, name) ? '' : fields[name];
    return typeof value !== 'string' || value.trim() !== '';
  });
}

/** Why a submission is refused as spam: a filled honeypot, no valid stamp, or sent too soon. */
export type SpamRefusal = 'honeypot' | 'no-stamp' | 'too-soon';

/**
 * The script's checks (spam-defence.ts of @tessera/forms) made again on the server, for a bot
 * that posts without running the script: the honeypot in the posted fields or in the form's
 * values, and, when the definition asks for a minimum fill time, the page's render stamp
 * (render-stamps.ts) at least that old.
 */
export function spamRefusal(
  form: FormDefinition,
  fields: Fields,
  values: Record<string, unknown>,
  stamps: RenderStamps,
  now = Date.now(),
): SpamRefusal | undefined {
  if (honeypotFilled(form, fields) || honeypotFilled(form, values)) return 'honeypot';
  const minimum = minFillTimeOf(form);
  if (minimum === 0) return undefined;
  const age = stamps.age(fields[RENDER_STAMP_FIELD], now);
  if (age === undefined) return 'no-stamp';
  return age < minimum ? 'too-soon' : undefined;
}
