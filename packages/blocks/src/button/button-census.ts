/**
 * The button block's census (spec 002 §7): button-render when the block starts and
 * button-click on a click, each with id, buttonText, clickthroughUrl, alignment, size,
 * newWindow, context (tracked context 1, the button block), visitorCookie and the page fields,
 * through the runtime's tracking gate (consent, exclusions, 2,500 ms time-out).
 */
import { type PageFields, TrackedContext } from '@tessera/runtime';

/** The block's configuration (data-block-config): what the markup does not say itself. */
export interface ButtonBlockConfig {
  /** The button block's id (default: the element's id, else ''). */
  id?: string;
  /** As the site's editor names it: 'left', 'center', 'right' (default ''). */
  alignment?: string;
  /** As the site's editor names it: 'small', 'medium', 'large' (default ''). */
  size?: string;
}

export interface ButtonCensusPayload extends PageFields {
  id: string;
  buttonText: string;
  clickthroughUrl: string;
  alignment: string;
  size: string;
  newWindow: boolean;
  context: number;
  /** Filled in by the tracking gate with the visitor record it has just written. */
  visitorCookie: string;
}

/** What the button's markup says: its text, its link, whether it opens a new window. */
export interface ButtonMarkup {
  elementId: string;
  text: string;
  href: string;
  target: string;
}

/** The field of the configuration that is not a string, or undefined when all are. */
export function invalidButtonField(config: Record<string, unknown>): string | undefined {
  return ['id', 'alignment', 'size'].find(
    (field) => config[field] !== undefined && typeof config[field] !== 'string',
  );
}

export function buttonCensusPayload(
  markup: ButtonMarkup,
  config: ButtonBlockConfig,
  page: PageFields,
): ButtonCensusPayload {
  return {
    id: config.id ?? markup.elementId,
    buttonText: markup.text.replace(/\s+/g, ' ').trim(),
    clickthroughUrl: markup.href,
    alignment: config.alignment ?? '',
    size: config.size ?? '',
    newWindow: markup.target === '_blank',
    context: TrackedContext.BUTTON_BLOCK,
    visitorCookie: '',
    ...page,
  };
}
