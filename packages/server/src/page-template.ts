import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { escapeHtml } from './escape-html';

type Node = DefaultTreeAdapterMap['node'];
export type TemplateElement = DefaultTreeAdapterMap['element'];

/** A `{{name}}` of the template: where it stands in the file and how its value is escaped. */
export interface Placeholder {
  name: string;
  start: number;
  end: number;
  /** In a data-block-config attribute: the value is a JSON string's content there. */
  json: boolean;
}

/** A site's page with placeholders, parsed once (at the server's start). */
export interface PageTemplate {
  /** The file's name, for the errors that name it. */
  file: string;
  source: string;
  placeholders: Placeholder[];
  /** Every element written in the file (not those the parser implies), in document order. */
  elements: TemplateElement[];
}

const PLACEHOLDER = /\{\{\s*([A-Za-z][\w.]*)\s*\}\}/g;
/** Elements whose content the parser takes as raw text: no placeholder there. */
const RAW_TEXT = new Set(['script', 'style', 'noscript', 'xmp', 'iframe', 'noembed', 'noframes']);
/**
 * Attributes whose value the browser runs, styles with or loads (event handlers, style, srcdoc,
 * URLs, a meta's content): it decodes the escaped value before using it, so escaping does not
 * keep a value as text there. No placeholder there, but the `urlNames` parsePageTemplate is
 * given (the server's own paths) in the URL attributes.
 */
const CODE_ATTRIBUTE = /^(on.*|style|srcdoc|content)$/i;
const URL_ATTRIBUTE =
  /^(href|src|srcset|action|formaction|poster|data|background|cite|ping|xlink:href|manifest|codebase|longdesc)$/i;

/** The line (1-based) of an offset, for the errors. */
const lineOf = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

function placeholdersIn(source: string, start: number, end: number, json: boolean) {
  const found: Placeholder[] = [];
  for (const match of source.slice(start, end).matchAll(PLACEHOLDER)) {
    const at = start + match.index;
    found.push({ name: match[1]!, start: at, end: at + match[0].length, json });
  }
  return found;
}

/**
 * The placeholders in an element's quoted attribute values: not an unquoted one, not one of the
 * CODE_ATTRIBUTE, and in a URL_ATTRIBUTE only those of `urlNames`.
 */
function attributePlaceholders(
  source: string,
  element: TemplateElement,
  urlNames: ReadonlySet<string>,
): Placeholder[] {
  const locations = element.sourceCodeLocation?.attrs ?? {};
  return Object.entries(locations).flatMap(([name, location]) => {
    const raw = source.slice(location.startOffset, location.endOffset);
    const quoted = /^[^=]*=\s*["']/.exec(raw);
    if (!quoted || CODE_ATTRIBUTE.test(name)) return [];
    const start = location.startOffset + quoted[0].length;
    const found = placeholdersIn(
      source,
      start,
      location.endOffset - 1,
      name === 'data-block-config',
    );
    return URL_ATTRIBUTE.test(name) ? found.filter((each) => urlNames.has(each.name)) : found;
  });
}

/** Where a text placeholder cannot be: tags, comments and raw-text elements, as written. */
interface Collected extends Omit<PageTemplate, 'file' | 'source'> {
  /** Text placeholders, kept once no tag, comment or raw text holds them. */
  inText: Placeholder[];
  notText: { start: number; end: number }[];
}

/**
 * Walks the tree: the written elements, the placeholders in text and attribute values, and the
 * ranges of tags, comments and raw text. A text node's range is not enough on its own: text the
 * parser moves out of a table (foster parenting) is merged with the text before the table, and
 * its range then spans the table's tags and scripts.
 */
function collect(source: string, node: Node, into: Collected, urlNames: ReadonlySet<string>) {
  const location = node.sourceCodeLocation;
  if (node.nodeName === '#text' && location) {
    const parent = node.parentNode?.nodeName ?? '';
    if (!RAW_TEXT.has(parent)) {
      into.inText.push(...placeholdersIn(source, location.startOffset, location.endOffset, false));
    }
    return;
  }
  if (node.nodeName === '#comment' && location) into.notText.push(rangeOf(location));
  if ('tagName' in node && node.sourceCodeLocation) {
    into.elements.push(node);
    into.placeholders.push(...attributePlaceholders(source, node, urlNames));
    const { startTag, endTag } = node.sourceCodeLocation;
    if (RAW_TEXT.has(node.tagName)) into.notText.push(rangeOf(node.sourceCodeLocation));
    if (startTag) into.notText.push(rangeOf(startTag));
    if (endTag) into.notText.push(rangeOf(endTag));
  }
  const children = 'content' in node ? node.content.childNodes : [];
  for (const child of [...('childNodes' in node ? node.childNodes : []), ...children]) {
    collect(source, child, into, urlNames);
  }
}

const rangeOf = (location: { startOffset: number; endOffset: number }) => ({
  start: location.startOffset,
  end: location.endOffset,
});

/**
 * Parses a site's page that the server fills per request (parse5, as a browser parses it):
 * `{{name}}` placeholders stand in text or in quoted attribute values, and only there, so that
 * every value, escaped as text (renderTemplate), stays text; `names` are the ones allowed, and
 * `urlNames` those allowed in a URL attribute (href, src, action…: values the server writes as
 * its own paths). A placeholder anywhere else (a script, a comment, a tag, an unquoted attribute,
 * an event handler, a style) or an unknown name throws, naming the file and the line: the server
 * does not start with such a page.
 */
export function parsePageTemplate(
  source: string,
  file: string,
  names: ReadonlySet<string>,
  urlNames: ReadonlySet<string> = new Set(),
): PageTemplate {
  const collected: Collected = { placeholders: [], elements: [], inText: [], notText: [] };
  collect(source, parse(source, { sourceCodeLocationInfo: true }), collected, urlNames);
  const inText = collected.inText.filter(
    (placeholder, index, all) =>
      all.findIndex((other) => other.start === placeholder.start) === index &&
      !collected.notText.some(
        (range) => placeholder.start < range.end && placeholder.end > range.start,
      ),
  );
  const placeholders = [...collected.placeholders, ...inText].sort((a, b) => a.start - b.start);
  const template: PageTemplate = { file, source, placeholders, elements: collected.elements };
  const taken = new Set(template.placeholders.map((placeholder) => placeholder.start));
  for (const match of source.matchAll(/\{\{/g)) {
    if (!taken.has(match.index)) {
      throw new Error(
        `${file}: the placeholder at line ${lineOf(source, match.index)} must stand in text or in a quoted attribute value, as {{name}}`,
      );
    }
  }
  for (const { name, start } of template.placeholders) {
    if (!names.has(name)) {
      throw new Error(
        `${file}: unknown placeholder {{${name}}} at line ${lineOf(source, start)}; known: ${[...names].join(', ')}`,
      );
    }
  }
  return template;
}

/** A change to the template's text: the range [start, end) replaced by what render gives. */
export interface TemplateEdit {
  start: number;
  end: number;
  render(values: TemplateValues): string;
}

/** The value of each placeholder name for one rendering. */
export type TemplateValues = (name: string) => string;

/** A placeholder's edit: its value escaped as text (and as a JSON string's content in JSON). */
export function placeholderEdit(placeholder: Placeholder): TemplateEdit {
  return {
    start: placeholder.start,
    end: placeholder.end,
    render(values) {
      const value = values(placeholder.name);
      return escapeHtml(placeholder.json ? JSON.stringify(value).slice(1, -1) : value);
    },
  };
}

/**
 * The template's text from `start` to `end` with the edits in that range applied; an edit inside
 * another one's range is that one's business (it renders its own range, or drops it).
 */
export function renderTemplate(
  template: PageTemplate,
  edits: readonly TemplateEdit[],
  values: TemplateValues,
  start = 0,
  end = template.source.length,
): string {
  const inRange = edits
    .filter((edit) => edit.start >= start && edit.end <= end)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  let text = '';
  let cursor = start;
  for (const edit of inRange) {
    if (edit.start < cursor) continue;
    text += template.source.slice(cursor, edit.start) + edit.render(values);
    cursor = edit.end;
  }
  return text + template.source.slice(cursor, end);
}

/** An element's range in the file, from its start tag to the end of its end tag. */
export function elementRange(element: TemplateElement): { start: number; end: number } {
  const location = element.sourceCodeLocation!;
  return { start: location.startOffset, end: location.endOffset };
}

export const attributeOf = (element: TemplateElement, name: string) =>
  element.attrs.find((attribute) => attribute.name === name)?.value;
