import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/http-error';
import { readJson, readString } from '../src/input';
import {
  findUnstorableText,
  rejectUnstorableText,
  unstorableTextMessage,
} from '../src/unstorable-text';

/** The 400 body a call throws, or undefined when it does not throw. */
function refusal(call: () => unknown): Record<string, unknown> | undefined {
  try {
    call();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return (error as HttpError).body;
  }
}

describe('findUnstorableText', () => {
  it.each([
    ['NUL', 'a\u0000b', 0],
    ['NUL alone', '\u0000', 0],
    ['a high surrogate at the end', 'abc\uD83D', 0xd83d],
    ['a high surrogate before a letter', '\uDBFFx', 0xdbff],
    ['two high surrogates', '\uD800\uD800\uDC00', 0xd800],
    ['a low surrogate at the start', '\uDC00abc', 0xdc00],
    ['a low surrogate after a letter', 'x\uDFFF', 0xdfff],
    ['a low surrogate after a pair', '\uD83D\uDE00\uDE00', 0xde00],
  ])('finds %s', (_, text, codePoint) => {
    expect(findUnstorableText(text)).toEqual({ path: '', codePoint });
  });

  it.each([
    ['an empty string', ''],
    ['an emoji (a surrogate pair)', 'ok \uD83D\uDE00 \uDBFF\uDFFF'],
    ['U+FFFD and U+FFFF', '\uFFFD\uFFFF'],
    ['other control characters', '\u0001\u001F\u007F\t\n'],
    ['text around U+D7FF and U+E000', '\uD7FF\uE000'],
  ])('passes %s', (_, text) => {
    expect(findUnstorableText(text)).toBeUndefined();
  });

  it('passes values that are not text, and names the path of nested text', () => {
    expect(findUnstorableText([1, true, null, { a: 2.5 }])).toBeUndefined();
    expect(findUnstorableText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] }, 'data')).toEqual({
      path: 'data.a[1].c',
      codePoint: 0,
    });
    expect(findUnstorableText(['ok', ['\uD800']], 'records')).toEqual({
      path: 'records[1][0]',
      codePoint: 0xd800,
    });
  });

  it('checks names as well as values, and answers the first in document order', () => {
    expect(findUnstorableText({ ok: 'x', 'bad\u0000': 'fine' })).toEqual({
      path: 'bad\uFFFD',
      codePoint: 0,
    });
    expect(findUnstorableText({ first: '\uDC01', second: '\u0000' })).toEqual({
      path: 'first',
      codePoint: 0xdc01,
    });
    expect(findUnstorableText({ a: ['\u0000'], '\uD800': 'x' })).toEqual({
      path: 'a[0]',
      codePoint: 0,
    });
  });

  it('cuts long names in paths to 64 characters', () => {
    const name = 'n'.repeat(100);
    expect(findUnstorableText({ [name]: '\u0000' })).toEqual({
      path: 'n'.repeat(64),
      codePoint: 0,
    });
  });

  it('walks a value nested 100,000 levels deep without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(findUnstorableText(deep)?.codePoint).toBe(0);
  });

  it('finds NUL or a lone surrogate put between any two code points of well-formed text', () => {
    // Whole code points (pairs kept together), so an inserted unit can never complete a pair.
    const codePoints = fc.array(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }));
    const poison = fc.constantFrom(0, 0xd800, 0xdbff, 0xdc00, 0xdfff);
    fc.assert(
      fc.property(codePoints, fc.nat(), poison, (units, at, codePoint) => {
        const parts = units.map((unit) => unit.replace(/\0/g, ' '));
        expect(findUnstorableText(parts.join(''))).toBeUndefined();
        parts.splice(at % (parts.length + 1), 0, String.fromCharCode(codePoint));
        expect(findUnstorableText({ field: parts.join('') })).toEqual({ path: 'field', codePoint });
      }),
    );
  });
});

describe('the 400 every reader answers', () => {
  it('names the field and the character', () => {
    expect(unstorableTextMessage({ path: 'form.message', codePoint: 0 })).toBe(
      'Field "form.message" contains U+0000 (NUL), which cannot be stored.',
    );
    expect(unstorableTextMessage({ path: 'pagePath', codePoint: 0xd83d })).toBe(
      'Field "pagePath" contains a lone surrogate (U+D83D), which cannot be stored.',
    );
    expect(unstorableTextMessage({ path: '', codePoint: 0xdc00 })).toBe(
      'The request body contains a lone surrogate (U+DC00), which cannot be stored.',
    );
    expect(refusal(() => rejectUnstorableText({ a: 'x\u0000' }, 'data'))).toEqual({
      error: 'Field "data.a" contains U+0000 (NUL), which cannot be stored.',
    });
    expect(refusal(() => rejectUnstorableText({ a: 'x', b: ['\uD83D\uDE00'] }, 'data'))).toBe(
      undefined,
    );
  });

  it('readString refuses it in text, and in numbers and booleans never', () => {
    expect(refusal(() => readString({ pagePath: '/a\u0000' }, 'pagePath'))).toEqual({
      error: 'Field "pagePath" contains U+0000 (NUL), which cannot be stored.',
    });
    expect(refusal(() => readString({ key: '\uDFFFk' }, 'key'))).toEqual({
      error: 'Field "key" contains a lone surrogate (U+DFFF), which cannot be stored.',
    });
    expect(readString({ n: 12, b: true, e: '\uD83D\uDE00' }, 'n')).toBe('12');
    expect(readString({ e: '\uD83D\uDE00' }, 'e')).toBe('\uD83D\uDE00');
  });

  it('readJson refuses it in JSON text and in JSON values, unless told the caller checks', () => {
    expect(refusal(() => readJson({ data: '{"label":"a\\u0000"}' }, 'data'))).toEqual({
      error: 'Field "data.label" contains U+0000 (NUL), which cannot be stored.',
    });
    expect(refusal(() => readJson({ data: { list: ['\uD800'] } }, 'data'))).toEqual({
      error: 'Field "data.list[0]" contains a lone surrogate (U+D800), which cannot be stored.',
    });
    expect(readJson({ form: '{"m":"\\u0000"}' }, 'form', undefined, false)).toEqual({
      m: '\u0000',
    });
    expect(readJson({ data: '{"ok":"\\ud83d\\ude00"}' }, 'data')).toEqual({ ok: '\uD83D\uDE00' });
  });
});
