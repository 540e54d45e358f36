// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FormMarkupError, serializeForm } from '../src';
import { mount } from './fixtures';

function serialize(html: string, search = '') {
  return serializeForm(mount(`<form>${html}</form>`), { search });
}

describe('serializeForm: the value table (spec 000 §3, 002 §3)', () => {
  it.each([
    ['name', '<input value="Ada"><input value="Lovelace">', ['Ada', 'Lovelace']],
    ['date', '<input value="12"><input value="10"><input value="1815">', ['12', '10', '1815']],
    [
      'time',
      '<input value="9"><input value="30"><input value="00"><select><option>AM</option><option selected>PM</option></select>',
      ['9', '30', '00', 'PM'],
    ],
    [
      'address',
      '<input value="1 Main St"><input value=""><input value="Springfield"><input value="IL"><input value="62701"><input value="US">',
      ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'],
    ],
  ])('%s: the list of its sub-inputs', (type, inputs, expected) => {
    expect(serialize(`<div data-field-id="f" data-field-type="${type}">${inputs}</div>`)).toEqual({
      f: expected,
    });
  });

  it('phone with 3 parts: an empty first element is prepended', () => {
    const html =
      '<div data-field-id="p" data-field-type="phone"><input value="555"><input value="123"><input value="4567"></div>';
    expect(serialize(html)).toEqual({ p: ['', '555', '123', '4567'] });
  });

  it('phone with 4 parts: the list as it is', () => {
    const html =
      '<div data-field-id="p" data-field-type="phone"><input value="1"><input value="555"><input value="123"><input value="4567"></div>';
    expect(serialize(html)).toEqual({ p: ['1', '555', '123', '4567'] });
  });

  it('radio: the single checked value', () => {
    const html = `<fieldset data-field-id="r" data-field-type="radio"><legend data-field-title>Pick</legend>
      <label><input type="radio" name="r" value="a"> A</label>
      <label><input type="radio" name="r" value="b" checked> B</label></fieldset>`;
    expect(serialize(html)).toEqual({ r: 'b' });
  });

  it('radio with nothing checked: an empty string', () => {
    const html = `<div data-field-id="r" data-field-type="radio"><input type="radio" name="r" value="a"></div>`;
    expect(serialize(html)).toEqual({ r: '' });
  });

  it('checkbox: the list of checked values', () => {
    const html = `<div data-field-id="c" data-field-type="checkbox">
      <input type="checkbox" value="x" checked><input type="checkbox" value="y"><input type="checkbox" value="z" checked></div>`;
    expect(serialize(html)).toEqual({ c: ['x', 'z'] });
  });

  it('checkbox with nothing checked: an empty list', () => {
    const html = `<div data-field-id="c" data-field-type="checkbox"><input type="checkbox" value="x"></div>`;
    expect(serialize(html)).toEqual({ c: [] });
  });

  it('select: the chosen value', () => {
    const html = `<div data-field-id="s" data-field-type="select"><select>
      <option value="">Choose</option><option value="two" selected>Two</option></select></div>`;
    expect(serialize(html)).toEqual({ s: 'two' });
  });

  it('likert: a map of question to checked value', () => {
    const html = `<div data-field-id="l" data-field-type="likert">
      <fieldset data-likert-question="Speed"><input type="radio" name="l1" value="1"><input type="radio" name="l1" value="5" checked></fieldset>
      <fieldset data-likert-question="Price"><input type="radio" name="l2" value="3" checked><input type="radio" name="l2" value="4"></fieldset>
      <fieldset data-likert-question="Taste"><input type="radio" name="l3" value="2"></fieldset></div>`;
    expect(serialize(html)).toEqual({ l: { Speed: '5', Price: '3', Taste: '' } });
  });

  it('hidden: the url query parameter named like the field', () => {
    const html = `<input type="hidden" data-field-id="h" data-field-type="hidden" name="utm_source" value="own">`;
    expect(serialize(html, '?utm_source=newsletter&x=1')).toEqual({ h: 'newsletter' });
  });

  it('hidden: its own value when the query has no such parameter', () => {
    const html = `<div data-field-id="h" data-field-type="hidden"><input type="hidden" name="utm_source" value="own"></div>`;
    expect(serialize(html, '?other=1')).toEqual({ h: 'own' });
  });

  it('hidden: a parameter present but empty counts as present', () => {
    const html = `<input type="hidden" data-field-id="h" data-field-type="hidden" name="ref" value="own">`;
    expect(serialize(html, '?ref=')).toEqual({ h: '' });
  });

  it('section: ignored', () => {
    const html = `<div data-field-id="sec" data-field-type="section"><h3>About you</h3></div>
      <div data-field-id="t" data-field-type="text"><input value="v"></div>`;
    expect(serialize(html)).toEqual({ t: 'v' });
  });

  it.each([
    'text',
    'email',
    'number',
    'website',
    'currency',
    'password',
    'twitter',
    'unknown-type',
  ])('others (%s): the single value', (type) => {
    const html = `<div data-field-id="o" data-field-type="${type}"><label data-field-title>T</label><input value="one value"></div>`;
    expect(serialize(html)).toEqual({ o: 'one value' });
  });

  it('others (textarea): the single value, line breaks kept', () => {
    const html = `<div data-field-id="m" data-field-type="textarea"><textarea>line 1\nline 2</textarea></div>`;
    expect(serialize(html)).toEqual({ m: 'line 1\nline 2' });
  });

  it('buttons inside a field are not values', () => {
    const html = `<div data-field-id="t" data-field-type="name"><input value="A"><button type="button">x</button><input type="submit" value="go"><input value="B"></div>`;
    expect(serialize(html)).toEqual({ t: ['A', 'B'] });
  });

  it('reads hidden fields from location.search by default', () => {
    history.replaceState(null, '', '/contact?campaign=spring');
    const element = mount(
      `<form><input type="hidden" data-field-id="h" data-field-type="hidden" name="campaign" value=""></form>`,
    );
    expect(serializeForm(element)).toEqual({ h: 'spring' });
    history.replaceState(null, '', '/');
  });

  it('keeps document order and every field id', () => {
    const values = serialize(`
      <div data-field-id="b" data-field-type="text"><input value="2"></div>
      <div data-field-id="a" data-field-type="text"><input value="1"></div>`);
    expect(Object.keys(values)).toEqual(['b', 'a']);
  });

  it('field ids and likert questions named like Object.prototype members are kept', () => {
    const values = serialize(`
      <div data-field-id="__proto__" data-field-type="text"><input value="p"></div>
      <div data-field-id="constructor" data-field-type="likert">
        <fieldset data-likert-question="__proto__"><input type="radio" name="q" value="4" checked></fieldset></div>`);
    expect(JSON.stringify(values)).toBe('{"__proto__":"p","constructor":{"__proto__":"4"}}');
  });

  it('a field without an id is a FormMarkupError naming the attribute', () => {
    expect(() => serialize('<div data-field-type="text"><input></div>')).toThrow(FormMarkupError);
    expect(() => serialize('<div data-field-type="text"><input></div>')).toThrow(/data-field-id/);
  });

  it('two fields with one id are a FormMarkupError naming the id', () => {
    const html = `<div data-field-id="x" data-field-type="text"><input></div><div data-field-id="x" data-field-type="text"><input></div>`;
    expect(() => serialize(html)).toThrow('Two form fields share data-field-id="x".');
  });
});
