import { afterEach, describe, expect, it, vi } from 'vitest';
import { POPUP_STORAGE_KEY, parsePopupRecord, readPopupRecord } from '../src/popup/popup-record';
import { closedRecord, submittedRecord, writePopupRecord } from '../src/popup/write-popup-record';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('the popup record in local storage (keys date-closed, version, submitted)', () => {
  it('writes and reads the three keys', () => {
    const storage = memoryStorage();
    expect(writePopupRecord({ 'date-closed': 1000, version: 2, submitted: true }, storage)).toBe(
      true,
    );
    expect(JSON.parse(storage.map.get(POPUP_STORAGE_KEY)!)).toEqual({
      'date-closed': 1000,
      version: 2,
      submitted: true,
    });
    expect(readPopupRecord(storage)).toEqual({ 'date-closed': 1000, version: 2, submitted: true });
  });

  it.each([null, '', 'not json', '42', 'null', '"text"'])('treats %j as no record', (text) => {
    expect(parsePopupRecord(text)).toBeUndefined();
  });

  it('repairs partial records', () => {
    expect(parsePopupRecord('{"submitted":"yes"}')).toEqual({ version: 0, submitted: false });
    expect(parsePopupRecord('{"date-closed":"x","version":3}')).toEqual({
      version: 3,
      submitted: false,
    });
  });

  it('a failed write only warns (spec 000 §8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(() => writePopupRecord({ version: 1, submitted: false }, full)).not.toThrow();
    expect(writePopupRecord({ version: 1, submitted: false }, full)).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('a failed read is no record', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    expect(readPopupRecord(broken)).toBeUndefined();
  });

  it('a close keeps a sign-up of the same version and drops an older one', () => {
    expect(closedRecord({ version: 2, submitted: true }, 2, 5)).toEqual({
      'date-closed': 5,
      version: 2,
      submitted: true,
    });
    expect(closedRecord({ version: 1, submitted: true }, 2, 5)).toEqual({
      'date-closed': 5,
      version: 2,
      submitted: false,
    });
    expect(closedRecord(undefined, 2, 5)).toEqual({
      'date-closed': 5,
      version: 2,
      submitted: false,
    });
    expect(submittedRecord(3, 9)).toEqual({ 'date-closed': 9, version: 3, submitted: true });
  });
});
