import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visitorIdFromCookie, visitorKey } from '../src/visitor';

describe('visitor identity (ss_cvr, spec 000 §3 and §5)', () => {
  it.each([
    ['abc-123|1700000000|1700000000|1700000001|3', 'abc-123'],
    ['abc%7C1%7C2%7C3%7C4', 'abc'],
    ['abc|0|1|1|1', undefined],
    ['abc|1|1|1', undefined],
    ['abc|1|1|1|x', undefined],
    ['|1|1|1|1', undefined],
    ['%E0%A4%A', undefined],
    [undefined, undefined],
  ])('%s -> %s', (cookie, id) => {
    expect(visitorIdFromCookie(cookie)).toBe(id);
  });

  it('falls back to the address', () => {
    expect(visitorKey('v|1|1|1|1', '10.0.0.1')).toBe('cvr:v');
    expect(visitorKey('garbage', '10.0.0.1')).toBe('ip:10.0.0.1');
  });

  it('never throws on any cookie text', () => {
    fc.assert(fc.property(fc.string(), (text) => void visitorIdFromCookie(text)));
  });
});
