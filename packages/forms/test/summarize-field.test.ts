import { describe, expect, it } from 'vitest';
import { SUMMARY_LABELS, summarizeField, summaryText } from '../src';

describe('summary labels (spec 000 §3)', () => {
  it('has the labels the spec lists, per type', () => {
    expect(SUMMARY_LABELS).toEqual({
      name: ['First', 'Last'],
      phone: ['Country', 'Areacode', 'Prefix', 'Line'],
      likert: [],
      address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
      date: ['Month', 'Day', 'Year'],
      time: ['Hour', 'Minute', 'Second', 'Ampm'],
      checkbox: [],
    });
  });

  it('name: First and Last', () => {
    expect(summaryText('name', ['Ada', 'Lovelace'])).toBe('First: Ada, Last: Lovelace');
  });

  it('phone: a 3-part phone (with its prepended empty country) lines up with the labels', () => {
    expect(summarizeField('phone', ['', '555', '123', '4567'])).toEqual([
      { label: 'Country', value: '' },
      { label: 'Areacode', value: '555' },
      { label: 'Prefix', value: '123' },
      { label: 'Line', value: '4567' },
    ]);
  });

  it('address: Line1, Line2, City, State, Zip, Country', () => {
    expect(summaryText('address', ['1 Main', '', 'Springfield', 'IL', '62701', 'US'])).toBe(
      'Line1: 1 Main, Line2: , City: Springfield, State: IL, Zip: 62701, Country: US',
    );
  });

  it('date: Month, Day, Year', () => {
    expect(summaryText('date', ['12', '10', '1815'])).toBe('Month: 12, Day: 10, Year: 1815');
  });

  it('time: Hour, Minute, Second, Ampm', () => {
    expect(summaryText('time', ['9', '30', '00', 'PM'])).toBe(
      'Hour: 9, Minute: 30, Second: 00, Ampm: PM',
    );
  });

  it('likert: the questions are the labels', () => {
    expect(summaryText('likert', { Speed: '5', Price: '3' })).toBe('Speed: 5, Price: 3');
  });

  it('checkbox: the checked values without labels', () => {
    expect(summaryText('checkbox', ['x', 'z'])).toBe('x, z');
  });

  it('others: the single value', () => {
    expect(summarizeField('text', 'hello')).toEqual([{ label: '', value: 'hello' }]);
  });

  it('does not read labels from the prototype chain', () => {
    expect(summarizeField('constructor', ['a'])).toEqual([{ label: '', value: 'a' }]);
  });
});
