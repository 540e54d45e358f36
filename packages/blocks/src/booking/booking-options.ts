/**
 * The table-booking block's configuration (`data-block-config`): which of the three blocks
 * (spec 002 §2: version 1, version 2, the Tock block) and what each needs.
 */
import type { ConsentPurpose } from '@tessera/runtime';

export type BookingKind = 'v1' | 'v2' | 'tock';

export interface BookingOptions {
  /** Which block: 'v1' (a form; the preview-only alert), 'v2' (the booking script's widget) or
   * 'tock' (the reservation platform's script). Required. */
  kind: BookingKind;
  /** The booking script (v2) or the platform script (tock), http or https. Required for both. */
  scriptUrl: string;
  /** v2: the `iframe` parameter. Default true. */
  iframe: boolean;
  /** v2: the `overlay` parameter. Default false. */
  overlay: boolean;
  /** tock: the business name given to `tock('init', business)`. Required for tock. */
  business: string;
  /** What the script is for, as the consent gate asks. Default 'functional'. */
  consentPurpose: Exclude<ConsentPurpose, 'necessary'>;
}

export const bookingDefaults = Object.freeze({
  iframe: true,
  overlay: false,
  consentPurpose: 'functional',
} as const);

export interface ParsedBookingOptions {
  /** Undefined when a problem stops the block. */
  options?: BookingOptions;
  problems: string[];
}

const KINDS: readonly string[] = ['v1', 'v2', 'tock'];
const PURPOSES: readonly string[] = ['functional', 'analytics', 'marketing'];

const isHttpUrl = (value: unknown, base: string) => {
  try {
    return typeof value === 'string' && /^https?:$/.test(new URL(value, base).protocol);
  } catch {
    return false;
  }
};

/** Reads the configuration; every field of the wrong kind, and a missing required one, is named. */
export function parseBookingOptions(
  input: Record<string, unknown> = {},
  base = 'http://localhost/',
): ParsedBookingOptions {
  const problems: string[] = [];
  const refuse = (name: string, expected: string) =>
    problems.push(`${name} must be ${expected}, got ${JSON.stringify(input[name]) ?? 'nothing'}`);
  const { kind, scriptUrl, business } = input;
  const iframe = input.iframe ?? bookingDefaults.iframe;
  const overlay = input.overlay ?? bookingDefaults.overlay;
  const consentPurpose = input.consentPurpose ?? bookingDefaults.consentPurpose;
  if (typeof kind !== 'string' || !KINDS.includes(kind)) refuse('kind', '"v1", "v2" or "tock"');
  if (kind !== 'v1' && !isHttpUrl(scriptUrl, base)) refuse('scriptUrl', 'an http or https URL');
  if (kind === 'tock' && (typeof business !== 'string' || !business)) {
    refuse('business', 'the business name');
  }
  if (typeof iframe !== 'boolean') refuse('iframe', 'true or false');
  if (typeof overlay !== 'boolean') refuse('overlay', 'true or false');
  if (typeof consentPurpose !== 'string' || !PURPOSES.includes(consentPurpose)) {
    refuse('consentPurpose', '"functional", "analytics" or "marketing"');
  }
  if (problems.length > 0) return { problems };
  const options = {
    kind,
    scriptUrl: kind === 'v1' ? '' : scriptUrl,
    iframe,
    overlay,
    business: kind === 'tock' ? business : '',
    consentPurpose,
  } as BookingOptions;
  return { options, problems };
}
