/**
 * Spam defence that needs no third-party captcha (issue 20): a honeypot, an input people never
 * see or fill (`data-form-honeypot`, Formspree's `_gotcha`, or the name in Netlify's
 * `netlify-honeypot`), and a minimum fill time counted from the page's load. A submission that
 * trips either is not sent, and the form shows its success so that a bot learns nothing.
 */
import { anatomy } from './form-anatomy';

/**
 * The default minimum fill time on the any-endpoint path, ms. A person needs longer than 2 s
 * from the page's load to find a form and fill even one field by autofill; a scripted browser
 * submits within milliseconds. The Tessera path defaults to none: its server has the rate
 * limit and the captcha.
 */
export const MIN_FILL_TIME_MS = 2000;

/** Why the submission looks like spam, or undefined. `elapsedMs`: time since the page's load. */
export function spamReason(
  form: HTMLFormElement,
  minFillTimeMs: number,
  elapsedMs: number,
): string | undefined {
  const netlifyTrap = form.getAttribute('netlify-honeypot');
  for (const control of form.querySelectorAll<HTMLInputElement>(
    'input:not([type=checkbox]):not([type=radio]),textarea',
  )) {
    const { name } = control;
    const trap =
      control.closest(`[${anatomy.honeypot}]`) ||
      name === '_gotcha' ||
      (name !== '' && name === netlifyTrap);
    if (trap && control.value !== '') return `honeypot "${name}" filled`;
  }
  if (elapsedMs < minFillTimeMs) {
    return `sent ${Math.round(elapsedMs)} ms after load (minFillTimeMs ${minFillTimeMs})`;
  }
  return undefined;
}
