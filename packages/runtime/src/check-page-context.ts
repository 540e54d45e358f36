/**
 * The page context's field shapes (spec 002 §3): a known field of the wrong shape is dropped with
 * a warning naming it. A module of its own, which the loader does not import: the blocks and
 * page features that read these fields run checkPageContext on `context.page`.
 */
import { isJsonObject } from './is-json-object';
import {
  PAGE_CONTEXT_SOURCE,
  type PageContext,
  parsePageContextObject,
  readPageContextObject,
} from './page-context';

/** The shape each known top-level field must have; a field of the wrong shape is dropped. */
const FIELD_SHAPES: [
  shape: 'object' | 'array' | 'number' | 'boolean' | 'string',
  fields: string[],
][] = [
  [
    'object',
    ['websiteSettings', 'website', 'websiteRoles', 'cookieSettings', 'rollups', 'frameRollups'],
  ],
  ['array', ['googleFonts', 'typekitFonts', 'demoCollections']],
  ['number', ['pageType']],
  ['boolean', ['showAnnouncementBar']],
  ['string', ['collectionId', 'itemId']],
];

function hasShape(value: unknown, shape: string): boolean {
  if (shape === 'object') return isJsonObject(value);
  if (shape === 'array') return Array.isArray(value);
  return typeof value === shape;
}

const checked = new WeakSet<object>();

/**
 * Drops each known field of the wrong shape from `page`, with a warning naming it, and returns
 * `page`. Kept out of the loader: the blocks and page features that read these fields call it
 * on `context.page` (once per page: a checked context is not checked again).
 */
export function checkPageContext(page: PageContext, source = 'page context'): PageContext {
  if (checked.has(page)) return page;
  checked.add(page);
  for (const [shape, fields] of FIELD_SHAPES) {
    for (const field of fields) {
      if (field in page && page[field] !== null && !hasShape(page[field], shape)) {
        console.warn(`[tessera] The ${source} field "${field}" must be a JSON ${shape}: ignored.`);
        delete page[field];
      }
    }
  }
  return page;
}

/**
 * Parses page-context JSON text and checks its known fields. Anything that is not a JSON object
 * gives a warning and `{}`. `source` names where the text came from, for the warnings.
 */
export function parsePageContext(
  text: string | null | undefined,
  source = 'page context',
): PageContext {
  return checkPageContext(parsePageContextObject(text, source), source);
}

/** Reads the page context from `#tessera-context` in `doc` and checks its known fields. */
export function readPageContext(doc: Document = document): PageContext {
  return checkPageContext(readPageContextObject(doc), PAGE_CONTEXT_SOURCE);
}
