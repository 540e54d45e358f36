// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FieldValue, serializeForm } from '../src';

/** Arbitrary fields, each with the markup the docs describe and the value it must give. */
const text = fc.string({ maxLength: 12 });
const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

type Field = { type: string; html: (id: string) => string; expected: FieldValue | undefined };

const listField = (type: string, min: number, max: number) =>
  fc.array(text, { minLength: min, maxLength: max }).map(
    (parts): Field => ({
      type,
      html: (id) =>
        `<div data-field-id="${id}" data-field-type="${type}">${parts
          .map((part) => `<input value="${escapeHtml(part)}">`)
          .join('')}</div>`,
      expected: type === 'phone' && parts.length === 3 ? ['', ...parts] : parts,
    }),
  );

const choices = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), {
  minLength: 1,
  maxLength: 5,
});

const field: fc.Arbitrary<Field> = fc.oneof(
  listField('name', 2, 2),
  listField('date', 3, 3),
  listField('time', 3, 4),
  listField('address', 6, 6),
  listField('phone', 3, 4),
  text.map((value) => ({
    type: 'text',
    html: (id: string) =>
      `<div data-field-id="${id}" data-field-type="text"><input value="${escapeHtml(value)}"></div>`,
    expected: value,
  })),
  fc
    .tuple(choices, fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }))
    .map(([values, checks]) => ({
      type: 'checkbox',
      html: (id: string) =>
        `<div data-field-id="${id}" data-field-type="checkbox">${values
          .map(
            (value, index) =>
              `<input type="checkbox" value="${escapeHtml(value)}"${checks[index] ? ' checked' : ''}>`,
          )
          .join('')}</div>`,
      expected: values.filter((_, index) => checks[index]),
    })),
  fc.tuple(choices, fc.nat(6)).map(([values, pick]) => ({
    type: 'radio',
    html: (id: string) =>
      `<div data-field-id="${id}" data-field-type="radio">${values
        .map(
          (value, index) =>
            `<input type="radio" name="${id}" value="${escapeHtml(value)}"${index === pick ? ' checked' : ''}>`,
        )
        .join('')}</div>`,
    expected: values[pick] ?? '',
  })),
  fc.tuple(choices, fc.nat(4)).map(([values, pick]) => ({
    type: 'select',
    html: (id: string) =>
      `<div data-field-id="${id}" data-field-type="select"><select>${values
        .map(
          (value, index) =>
            `<option value="${escapeHtml(value)}"${index === Math.min(pick, values.length - 1) ? ' selected' : ''}>x</option>`,
        )
        .join('')}</select></div>`,
    expected: values[Math.min(pick, values.length - 1)],
  })),
  fc
    .tuple(
      fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 3 }),
      fc.array(fc.nat(3), { minLength: 3, maxLength: 3 }),
    )
    .map(([questions, picks]) => ({
      type: 'likert',
      html: (id: string) =>
        `<div data-field-id="${id}" data-field-type="likert">${questions
          .map(
            (question, row) =>
              `<fieldset data-likert-question="${escapeHtml(question)}">${['1', '2', '3']
                .map(
                  (value, index) =>
                    `<input type="radio" name="${id}-${row}" value="${value}"${picks[row] === index ? ' checked' : ''}>`,
                )
                .join('')}</fieldset>`,
          )
          .join('')}</div>`,
      expected: Object.fromEntries(
        questions.map((question, row) => [question, ['1', '2', '3'][picks[row] ?? 3] ?? '']),
      ),
    })),
  fc.constant({
    type: 'section',
    html: (id: string) =>
      `<div data-field-id="${id}" data-field-type="section"><h3>Part</h3></div>`,
    expected: undefined,
  }),
);

describe('serializeForm: properties', () => {
  it('any form of any fields gives each field its value by the table, in order, as JSON that round-trips', () => {
    fc.assert(
      fc.property(fc.array(field, { maxLength: 8 }), (fields) => {
        const form = document.createElement('form');
        form.innerHTML = fields.map((f, index) => f.html(`field-${index}`)).join('');
        const values = serializeForm(form, { search: '' });
        const expected: Record<string, FieldValue> = {};
        fields.forEach((f, index) => {
          if (f.expected !== undefined) expected[`field-${index}`] = f.expected;
        });
        expect(values).toEqual(expected);
        expect(Object.keys(values)).toEqual(Object.keys(expected));
        expect(JSON.parse(JSON.stringify(values))).toEqual(values);
      }),
      { numRuns: 150 },
    );
  });

  it('hidden fields: the query parameter wins when present, else the own value', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        text,
        fc.option(text),
        (name, own, query) => {
          const form = document.createElement('form');
          form.innerHTML = `<input type="hidden" data-field-id="h" data-field-type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(own)}">`;
          const search = query === null ? '' : `?${new URLSearchParams([[name, query]])}`;
          expect(serializeForm(form, { search })).toEqual({ h: query ?? own });
        },
      ),
    );
  });
});
