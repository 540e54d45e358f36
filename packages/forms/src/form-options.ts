/**
 * A form block's options: read from the block's data-block-config (docs/markup.md, "Forms"),
 * merged once over these defaults.
 */
import type { FormBackendChoice } from './form-backend';
import { type FormMessages, formMessages } from './form-messages';

export interface FormOptions {
  /** The form's id in the site's form definitions. Required. */
  formId: string;
  /** Sent with the submission. Default ''. */
  collectionId: string;
  /** Sent with the submission. Default ''. */
  objectName: string;
  /** The form sits in the popup overlay. Default false. */
  isOverlayForm: boolean;
  /** Where the visitor goes on success instead of seeing the post-submit message. Default ''. */
  successUrl: string;
  /** A newsletter form: no surrounding messages, a newsletter-subscribe event. Default false. */
  newsletter: boolean;
  /**
   * The post-submit message as text, when the markup has no post-submit template.
   * Default '' (then messages.thankYou).
   */
  successMessage: string;
  /**
   * The form needs a captcha: one is rendered into [data-form-captcha], which is created
   * before the submit button when the markup has none. A container in the markup also turns
   * the captcha on. Default false.
   */
  captcha: boolean;
  /** Skips client-side validation (spec 000 §5 "unless validation is disabled"). Default false. */
  disableValidation: boolean;
  /** The in-progress button text. Default messages.submitting. */
  submittingText: string;
  /** Time-out of each call, ms. Default 15000. */
  timeoutMs: number;
  /** Extra SaveFormSubmission attempts after a lost connection, 200 ms apart. Default 1. */
  retries: number;
  /** The strings shown (replace to translate). Default formMessages. */
  messages: FormMessages;
  /**
   * Where the form is sent: 'tessera' (the Tessera contract), 'action' (the form's own
   * `action`: Formspree, Netlify, any endpoint) or 'auto': the action when it names another
   * place than Tessera's no-script route, or the form is a Netlify form; else Tessera with a page
   * context or Tessera's action; else nowhere (a console warning). Default 'auto'.
   */
  backend: FormBackendChoice;
  /**
   * Sends the fields to the action as JSON (Formspree-style). Default: automatic, true for a
   * formspree.io action, else the form's enctype.
   */
  json?: boolean;
  /**
   * A submission sooner than this after the page's load is taken as a bot's: not sent, the
   * success shown (spam defence). Default MIN_FILL_TIME_MS (2000) when sent to the action,
   * 0 (off) on the Tessera path, whose server has the rate limit and captcha.
   */
  minFillTimeMs?: number;
}

export const FORM_DEFAULTS = {
  collectionId: '',
  objectName: '',
  isOverlayForm: false,
  successUrl: '',
  successMessage: '',
  captcha: false,
  newsletter: false,
  disableValidation: false,
  timeoutMs: 15_000,
  retries: 1,
  backend: 'auto',
} as const;

export type FormOptionsInput = Partial<Omit<FormOptions, 'messages'>> & {
  formId: string;
  messages?: Partial<FormMessages>;
};

const BOOLEAN_OPTIONS = [
  'isOverlayForm',
  'newsletter',
  'disableValidation',
  'captcha',
  'json',
] as const;
// formId is not among them: it has no default, and a form without one is refused by the block
// with its own single warning ('Could not render form').
const STRING_OPTIONS = [
  'collectionId',
  'objectName',
  'successUrl',
  'successMessage',
  'submittingText',
  'backend',
] as const;
const NUMBER_OPTIONS = ['timeoutMs', 'retries', 'minFillTimeMs'] as const;

/**
 * Reads options from untrusted configuration (the block's data-block-config, or the form's
 * definition in the page context): values of the wrong type are dropped with a console warning
 * naming the key, the value and the expected type. Undefined when `config` is not an object.
 */
export function readFormOptions(
  config: unknown,
  origin = 'data-block-config',
): Partial<FormOptionsInput> | undefined {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) return undefined;
  const source = config as Record<string, unknown>;
  const options: Record<string, unknown> = {};
  const take = (keys: readonly string[], type: 'string' | 'boolean' | 'number') => {
    for (const key of keys) {
      const value = source[key];
      // null stands for "not set" in site configuration (e.g. "successUrl": null).
      if (value === undefined || value === null) continue;
      if (typeof value === type && (type !== 'number' || Number.isFinite(value))) {
        options[key] = value;
      } else {
        console.warn(
          `[tessera] form: ${origin} "${key}" must be a ${type}, got ${JSON.stringify(value)}; using the default.`,
        );
      }
    }
  };
  if (typeof source.formId === 'string') options.formId = source.formId;
  take(STRING_OPTIONS, 'string');
  take(BOOLEAN_OPTIONS, 'boolean');
  take(NUMBER_OPTIONS, 'number');
  if (options.backend !== undefined && !/^(auto|tessera|action)$/.test(String(options.backend))) {
    console.warn(
      `[tessera] form: ${origin} "backend" must be "auto", "tessera" or "action", got ${JSON.stringify(options.backend)}; using "auto".`,
    );
    delete options.backend;
  }
  return options as Partial<FormOptionsInput>;
}

export function resolveFormOptions(input: FormOptionsInput): FormOptions {
  const messages: FormMessages = { ...formMessages, ...input.messages };
  return {
    ...FORM_DEFAULTS,
    submittingText: messages.submitting,
    ...input,
    messages,
  };
}
