import { badRequest } from './http-error';

/**
 * Text Postgres cannot store: U+0000 (NUL) fails every text and jsonb value, and a lone surrogate
 * (a UTF-16 half with no partner) fails jsonb and turns into U+FFFD in text. One such character
 * used to fail the whole group-commit INSERT, and with it every other visitor's submission, so
 * every write path refuses it at the edge with a 400 naming the field.
 */
const unstorable = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Where the first unstorable character is: the field path ("form.message", "records[2].data") and the code point. */
export interface UnstorableText {
  path: string;
  codePoint: number;
}

/** The first unstorable character of a string, or -1. */
function unstorableAt(text: string): number {
  const match = unstorable.exec(text);
  return match ? match.index : -1;
}

/** A path part shown in messages: names are cut to 64 characters and cleaned of what they report. */
function shown(name: string): string {
  return name.slice(0, 64).replace(new RegExp(unstorable.source, 'g'), '\uFFFD');
}

function joinPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? shown(key) : `${path}.${shown(key)}`;
}

/**
 * Walks a value (strings, lists, objects: values and names) and answers the first string, in
 * document order, holding NUL or a lone surrogate, with its path from `path`. Iterative, so a
 * body nested thousands of levels deep cannot overflow the stack.
 */
export function findUnstorableText(value: unknown, path = ''): UnstorableText | undefined {
  // A name is pushed as a string to check (its path ends with it), right above its value.
  const stack: [unknown, string][] = [[value, path]];
  while (stack.length > 0) {
    const [item, at] = stack.pop()!;
    if (typeof item === 'string') {
      const index = unstorableAt(item);
      if (index >= 0) return { path: at, codePoint: item.charCodeAt(index) };
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index--) {
        stack.push([item[index], joinPath(at, index)]);
      }
    } else if (typeof item === 'object' && item !== null) {
      const entries = Object.entries(item);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [name, child] = entries[index]!;
        const childAt = joinPath(at, name);
        stack.push([child, childAt], [name, childAt]);
      }
    }
  }
  return undefined;
}

/** "U+0000 (NUL)" or "a lone surrogate (U+D800)". */
function describe(codePoint: number): string {
  const hex = `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
  return codePoint === 0 ? `${hex} (NUL)` : `a lone surrogate (${hex})`;
}

/** The 400 message for a field holding unstorable text. */
export function unstorableTextMessage(found: UnstorableText): string {
  const field = found.path === '' ? 'The request body' : `Field "${found.path}"`;
  return `${field} contains ${describe(found.codePoint)}, which cannot be stored.`;
}

/** Throws a 400 naming the field when `value` holds NUL or a lone surrogate anywhere. */
export function rejectUnstorableText(value: unknown, path: string): void {
  const found = findUnstorableText(value, path);
  if (found) throw badRequest(unstorableTextMessage(found));
}
