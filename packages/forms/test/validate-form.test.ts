// @vitest-environment jsdom
// The DOM side of validation (validate-form.ts): which markup makes a field required, which
// control's maximum length counts, and how the browser's constraint validation is read. Each
// rule is tested with markup of the other kinds too, so that a rule widened or dropped fails.
import { afterEach, describe, expect, it } from 'vitest';
import { formMessages, validateForm } from '../src';

const REQUIRED = 'This field is required.';
const LIMIT = 'You have exceeded the character limit.';
const FORMAT = 'This entry is not in the expected format.';

afterEach(() => {
  document.body.innerHTML = '';
});

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
}

const validate = (html: string) => validateForm(form(html), formMessages);

/** Replaces a control's ValidityState, as a browser other than jsdom reports it. */
function setValidity(selector: string, validity: Partial<ValidityState> | undefined) {
  Object.defineProperty(document.querySelector(selector), 'validity', { value: validity });
}

describe('validateForm: what makes a field required', () => {
  it('data-field-required, aria-required="true" or a required control; nothing else', () => {
    expect(
      validate(`
        <div data-field-id="a" data-field-type="text" data-field-required><input></div>
        <div data-field-id="b" data-field-type="text" aria-required="true"><input></div>
        <div data-field-id="c" data-field-type="text" aria-required="false"><input></div>
        <div data-field-id="d" data-field-type="text" aria-required=""><input></div>
        <div data-field-id="e" data-field-type="text"><input></div>`),
    ).toEqual({ a: REQUIRED, b: REQUIRED });
  });

  it('uses the browser constraint: a required control alone makes its field required', () => {
    // A checkbox group is judged as a whole, so the browser's valueMissing on the box is not
    // what makes it required here: the control's required attribute is.
    expect(
      validate(`
        <div data-field-id="group" data-field-type="checkbox">
          <input type="checkbox" value="x" required><input type="checkbox" value="y"></div>
        <div data-field-id="loose" data-field-type="checkbox">
          <input type="checkbox" value="x"><input type="checkbox" value="y"></div>`),
    ).toEqual({ group: REQUIRED });
  });

  it('a filled required field passes', () => {
    const root = form(`<div data-field-id="a" data-field-type="text" aria-required="true">
      <input value="Ada"></div>`);
    expect(validateForm(root, formMessages)).toEqual({});
  });
});

describe("validateForm: the browser's valueMissing", () => {
  it('counts for a text control even when the field as a whole is not empty', () => {
    // A name field with a required last name: the first name alone does not make it whole.
    expect(
      validate(`<div data-field-id="n" data-field-type="name">
        <input value="Ada"><input required></div>`),
    ).toEqual({ n: REQUIRED });
  });

  it('does not count for a checkbox or a radio: their group is judged as a whole', () => {
    const root = form(`
      <div data-field-id="boxes" data-field-type="checkbox">
        <input type="checkbox" value="x" required><input type="checkbox" value="y" checked></div>
      <div data-field-id="radios" data-field-type="radio">
        <input type="radio" name="r1" value="x"><input type="radio" name="r2" value="y" checked>
      </div>`);
    // What a browser reports for a required box left unchecked and a radio of another group.
    setValidity('input[value="x"][type="checkbox"]', { valueMissing: true });
    setValidity('input[name="r1"]', { valueMissing: true });
    expect(validateForm(root, formMessages)).toEqual({});
  });

  it('counts for a select and a textarea', () => {
    const root = form(`
      <div data-field-id="s" data-field-type="dropdown"><select><option>a</option></select></div>
      <div data-field-id="t" data-field-type="textarea"><textarea>x</textarea></div>`);
    setValidity('select', { valueMissing: true });
    setValidity('textarea', { valueMissing: true });
    expect(validateForm(root, formMessages)).toEqual({ s: REQUIRED, t: REQUIRED });
  });

  it('a control without constraint validation (no validity) is read as valid', () => {
    const root = form(`<div data-field-id="a" data-field-type="text"><input value="x"></div>`);
    setValidity('input', undefined);
    expect(validateForm(root, formMessages)).toEqual({});
  });
});

describe("validateForm: the browser's type check", () => {
  it('any control of the field with a type mismatch or bad input fails the field', () => {
    const root = form(`
      <div data-field-id="m" data-field-type="name">
        <input value="Ada"><input type="url" value="not a url"></div>
      <div data-field-id="b" data-field-type="name">
        <input value="Ada"><input type="number"></div>
      <div data-field-id="ok" data-field-type="name">
        <input value="Ada"><input type="url" value="https://example.com/"></div>`);
    setValidity('[data-field-id="b"] input[type="number"]', {
      valueMissing: false,
      typeMismatch: false,
      badInput: true,
    });
    expect(validateForm(root, formMessages)).toEqual({ m: FORMAT, b: FORMAT });
  });
});

describe('validateForm: the maximum length', () => {
  it('is read from a single text input or textarea, by maxlength or data-max-length', () => {
    expect(
      validate(`
        <div data-field-id="i" data-field-type="text"><input maxlength="3" value="abcd"></div>
        <div data-field-id="t" data-field-type="textarea">
          <textarea data-max-length="2">abc</textarea></div>
        <div data-field-id="fits" data-field-type="text"><input maxlength="4" value="abcd"></div>`),
    ).toEqual({ i: LIMIT, t: LIMIT });
  });

  it('is not read from a field of several controls, nor from a select', () => {
    expect(
      validate(`
        <div data-field-id="r" data-field-type="radio">
          <input type="radio" name="r" value="long" data-max-length="2" checked>
          <input type="radio" name="r" value="b"></div>
        <div data-field-id="s" data-field-type="dropdown">
          <select data-max-length="1"><option>long</option></select></div>`),
    ).toEqual({});
  });
});

describe('validateForm: fields and order', () => {
  it('leaves section items out, and lists the invalid fields in document order', () => {
    const errors = validate(`
      <div data-field-id="z" data-field-type="text" data-field-required><input></div>
      <div data-field-id="s" data-field-type="section" data-field-required></div>
      <div data-field-id="a" data-field-type="email"><input value="nope"></div>`);
    expect(errors).toEqual({
      z: REQUIRED,
      a: 'Email is not valid. Email addresses should follow the format name@example.com.',
    });
    expect(Object.keys(errors)).toEqual(['z', 'a']);
  });

  it('reads hidden fields with the page query it is given (none by default)', () => {
    const root = form(`<div data-field-id="h" data-field-type="hidden">
      <input type="hidden" name="utm_source" data-max-length="3"></div>`);
    expect(validateForm(root, formMessages)).toEqual({});
    expect(validateForm(root, formMessages, '?utm_source=newsletter')).toEqual({ h: LIMIT });
  });
});
