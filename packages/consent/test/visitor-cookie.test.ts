import { isVisitorRecord, visitorCookieField } from '@tessera/runtime';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overlayCensusPayload } from '../src/popup/record-overlay-census';

describe('the visitor record cookie (spec 000 §3, §5)', () => {
  it.each([
    ['4b8c0e4e-1d2a-4c4f-9a52-0f3c7a1b2c3d|1767225600000|1767225600000|1767312000000|3', true],
    ['v|1|1|1|1', true],
    // "four positive integers": zero, negatives, fractions and missing parts are not.
    ['v|0|1|1|1', false],
    ['v|1|1|1|-1', false],
    ['v|1|1|1|1.5', false],
    ['v|1|1|1', false],
    ['v|1|1|1|1|1', false],
    ['|1|1|1|1', false],
    ['v|1|1|1|', false],
    ['v|1|1|1|x', false],
    ['<script>|1|1|1|1', false],
    ['', false],
    [undefined, false],
    [`${'a'.repeat(65)}|1|1|1|1`, false],
    ['v|1|1|1|1234567890123456', false],
  ])('%j valid: %s', (value, valid) => {
    expect(isVisitorRecord(value)).toBe(valid);
  });

  it('accepts every id followed by four positive integers, and nothing with fewer bars', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9-]{1,64}$/),
        fc.array(fc.integer({ min: 1, max: 999_999_999_999_999 }), {
          minLength: 4,
          maxLength: 4,
        }),
        (id, numbers) => {
          const value = [id, ...numbers].join('|');
          expect(isVisitorRecord(value)).toBe(true);
          expect(isVisitorRecord(value.slice(0, value.lastIndexOf('|')))).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), (text) => isVisitorRecord(text.replaceAll('|', '')) === false),
    );
  });

  it("answers the valid value, else '' (an invalid cookie is treated as absent)", () => {
    expect(visitorCookieField((name) => (name === 'ss_cvr' ? 'v|1|2|3|4' : undefined))).toBe(
      'v|1|2|3|4',
    );
    expect(visitorCookieField((name) => (name === 'ss_cvr' ? 'junk' : undefined))).toBe('');
    expect(visitorCookieField(() => undefined)).toBe('');
  });

  it('the census overlay payload sends an invalid ss_cvr as absent', () => {
    const settings = { version: 1, style: 'default' };
    expect(overlayCensusPayload('render', settings, () => 'x'.repeat(500)).visitorCookie).toBe('');
    expect(overlayCensusPayload('render', settings, () => 'v|9|9|9|9').visitorCookie).toBe(
      'v|9|9|9|9',
    );
  });
});
