import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFormValues, isValidEmail } from '../src/form-values';
import { messages } from '../src/messages';
import type { FormDefinition } from '../src/site-config';

const form: FormDefinition = {
  name: 'Everything',
  newsletter: false,
  successUrl: null,
  captcha: false,
  fields: [
    { id: 'name', type: 'name', title: 'Name', required: true },
    { id: 'email', type: 'email', title: 'Email', required: true },
    { id: 'optionalEmail', type: 'email', title: 'Other email' },
    { id: 'message', type: 'textarea', title: 'Message', maxLength: 10 },
    { id: 'unlimited', type: 'textarea', title: 'No limit', maxLength: 0 },
    { id: 'phone', type: 'phone', title: 'Phone' },
    { id: 'color', type: 'radio', title: 'Color' },
    { id: 'toppings', type: 'checkbox', title: 'Toppings' },
    { id: 'survey', type: 'likert', title: 'Survey' },
    { id: 'address', type: 'address', title: 'Address' },
    { id: 'heading', type: 'section', title: 'Section' },
  ],
};

const valid = { name: ['Ada', 'Lovelace'], email: 'ada@example.com' };

describe('checkFormValues (spec 000 §3 shapes, §5 rules)', () => {
  it('accepts every value shape of the spec table', () => {
    const values = {
      ...valid,
      optionalEmail: '',
      message: 'short',
      unlimited: 'x'.repeat(5000),
      phone: ['', '555', '123', '4567'],
      color: 'red',
      toppings: ['cheese', 'olives'],
      survey: { 'Was it good?': 'Yes', 'Pick some': ['a', 'b'] },
      address: ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'],
    };
    expect(checkFormValues(form, values)).toEqual({ ok: true, values });
  });

  it('ignores section fields', () => {
    expect(checkFormValues(form, { ...valid, heading: 'anything' })).toEqual({
      ok: true,
      values: valid,
    });
  });

  it.each([
    ['a missing required field', { email: 'a@b.co' }, { name: messages.required }],
    ['a required list of blanks', { ...valid, name: [' ', ''] }, { name: messages.required }],
    ['a blank required string', { ...valid, email: '   ' }, { email: messages.required }],
    [
      'text over maxLength',
      { ...valid, message: 'x'.repeat(11) },
      { message: messages.characterLimit },
    ],
    ['an invalid email', { ...valid, email: 'ada@example' }, { email: messages.invalidEmail }],
    [
      'an invalid optional email',
      { ...valid, optionalEmail: 'nope' },
      { optionalEmail: messages.invalidEmail },
    ],
    ['a list where text goes', { ...valid, color: ['red'] }, { color: messages.wrongValueType }],
    [
      'text where a list goes',
      { ...valid, toppings: 'cheese' },
      { toppings: messages.wrongValueType },
    ],
    ['numbers in a list', { ...valid, phone: [1, 2] }, { phone: messages.wrongValueType }],
    ['a list as likert', { ...valid, survey: ['a'] }, { survey: messages.wrongValueType }],
    [
      'a nested likert answer',
      { ...valid, survey: { q: { deep: 'x' } } },
      { survey: messages.wrongValueType },
    ],
    ['an unknown field', { ...valid, isAdmin: 'yes' }, { isAdmin: messages.unknownField }],
    ['NUL in a text value', { ...valid, color: 'r\u0000d' }, { color: messages.unstorableText }],
    [
      'a lone surrogate in a list value',
      { ...valid, name: ['Ada', 'Love\uD83Dlace'] },
      { name: messages.unstorableText },
    ],
    [
      'a lone low surrogate in a likert answer',
      { ...valid, survey: { q: ['a', '\uDE00'] } },
      { survey: messages.unstorableText },
    ],
    [
      'NUL in a likert question',
      { ...valid, survey: { 'q\u0000': 'Yes' } },
      { survey: messages.unstorableText },
    ],
    [
      'NUL in an empty-looking optional value',
      { ...valid, optionalEmail: '\u0000' },
      { optionalEmail: messages.unstorableText },
    ],
    [
      'a US zip that is not 5 digits',
      { ...valid, address: ['', '', '', '', '1234', 'United States'] },
      { address: messages.zipCode },
    ],
  ])('refuses %s', (_, values, errors) => {
    expect(checkFormValues(form, values)).toEqual({ ok: false, errors });
  });

  it('keeps paired surrogates (emoji), U+FFFD and other control characters', () => {
    const values = { ...valid, message: '\uD83D\uDE00\uFFFD\u0001\t' };
    expect(checkFormValues(form, values)).toEqual({ ok: true, values });
  });

  it('lets maxLength count exactly: 10 passes, 11 fails', () => {
    expect(checkFormValues(form, { ...valid, message: 'x'.repeat(10) }).ok).toBe(true);
  });

  it('does not apply the zip rule outside the US', () => {
    expect(
      checkFormValues(form, { ...valid, address: ['', '', '', '', 'SW1A 1AA', 'UK'] }).ok,
    ).toBe(true);
  });

  it('never throws and always answers errors or the given values', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (values) => {
        const check = checkFormValues(form, values);
        if (check.ok) {
          for (const [id, value] of Object.entries(check.values)) expect(values[id]).toEqual(value);
        } else {
          expect(Object.values(check.errors).every((message) => typeof message === 'string')).toBe(
            true,
          );
        }
      }),
    );
  });
});

describe('isValidEmail (spec 000 §5)', () => {
  it.each([
    ['a@b.co', true],
    ['first.last+tag@sub.example.info', true],
    ['x@y.abcd', true],
    ['x@y.abcde', false],
    ['x@y.c', false],
    ['no-at.example.com', false],
    ['two@@example.com', false],
    ['spa ce@example.com', false],
    [`${'a'.repeat(251)}@b.com`, false],
    [`${'a'.repeat(250)}@b.com`, true],
  ])('%s -> %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });

  it('answers false for anything shorter than 3 or longer than 256 characters', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        if (text.length < 3 || text.length > 256) expect(isValidEmail(text)).toBe(false);
      }),
    );
  });
});
