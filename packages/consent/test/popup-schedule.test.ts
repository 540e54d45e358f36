// @vitest-environment jsdom
// The popup's schedule (popup-schedule.ts, should-show-popup.ts, popup-record.ts): each rule
// tried with inputs that only it decides, so that a rule dropped or widened fails (found by
// mutation testing, issue 21).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readGlobalPrivacyControl } from '../src/consent-decision';
import { POPUP_STORAGE_KEY, parsePopupRecord, readPopupRecord } from '../src/popup/popup-record';
import { hasPopupContent, isPopupDue } from '../src/popup/popup-schedule';
import { normalizePopupSettings } from '../src/popup/popup-settings';
import { popupAllowedOnPage } from '../src/popup/should-show-popup';
import { writePopupRecord } from '../src/popup/write-popup-record';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('popupAllowedOnPage: each way an entry names a page', () => {
  it.each([
    // The last segment alone.
    [['about'], '/team/about', true],
    [['about'], '/team/about/', false],
    [['about'], '/about-us', false],
    // The whole path, leading slashes optional.
    [['team/about'], '/team/about', true],
    [['//team/about'], '/team/about', true],
    [['team/about'], '/x/team/about', false],
    [['x/team'], '/x/team/about', false],
    // The path itself, as the browser gives it (even with a doubled slash).
    [['//team'], '//team', true],
    // White space around an entry does not count.
    [[' about '], '/about', true],
    // A folder is its index.html.
    [['index.html'], '/team/', true],
    [['team/index.html'], '/team/', true],
  ])('%j at %s -> %s', (showOnPages, path, expected) => {
    expect(popupAllowedOnPage({ showOnPages }, path)).toBe(expected);
  });
});

describe('hasPopupContent', () => {
  it('a template on the page is content, whatever the settings', () => {
    document.body.innerHTML = '<template data-popup-overlay><p>Hi</p></template>';
    expect(hasPopupContent(null, document)).toBe(true);
    expect(hasPopupContent(undefined, document)).toBe(true);
  });

  it('without one, a formId of some text is', () => {
    document.body.innerHTML = '<template data-other></template>';
    expect(hasPopupContent({ formId: 'f1' }, document)).toBe(true);
    expect(hasPopupContent({ formId: ' f1 ' }, document)).toBe(true);
  });

  it.each([
    [null],
    [undefined],
    ['f1'],
    [7],
    [{}],
    [{ formId: '' }],
    [{ formId: '  ' }],
    [{ formId: 12 }],
  ])('settings %j and no template: no content', (settings) => {
    expect(hasPopupContent(settings, document)).toBe(false);
  });
});

describe('isPopupDue', () => {
  const settings = (overrides: Record<string, unknown> = {}) =>
    normalizePopupSettings({ enableMobile: true, ...overrides });
  const noStorage = { getItem: () => null, setItem: () => {} };

  it('reads the page’s path and width from its window', () => {
    history.replaceState(null, '', '/shop');
    expect(isPopupDue(settings({ showOnPages: ['shop'] }), document, noStorage, 0)).toBe(true);
    expect(isPopupDue(settings({ showOnPages: ['index.html'] }), document, noStorage, 0)).toBe(
      false,
    );
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(400);
    expect(isPopupDue(settings({ enableMobile: false }), document, noStorage, 0)).toBe(false);
  });

  it('a document without a window is the site root at any width', () => {
    const detached = document.implementation.createHTMLDocument('');
    expect(detached.defaultView).toBe(null);
    const due = (overrides: Record<string, unknown>) =>
      isPopupDue(settings(overrides), detached, noStorage, 0);
    expect(due({ showOnPages: ['index.html'], enableMobile: false })).toBe(true);
    expect(due({ showOnPages: ['shop'] })).toBe(false);
  });

  it('a stored close within displayFrequency days keeps it away', () => {
    const storage = {
      getItem: (key: string) =>
        key === POPUP_STORAGE_KEY ? '{"date-closed":0,"version":1,"submitted":false}' : null,
      setItem: () => {},
    };
    const due = (now: number) =>
      isPopupDue(settings({ displayFrequency: 1 }), document, storage, now);
    expect(due(86_399_999)).toBe(false);
    expect(due(86_400_000)).toBe(true);
  });
});

describe('the popup record', () => {
  it('lives under the key tessera-popup-overlay of the page’s local storage by default', () => {
    expect(POPUP_STORAGE_KEY).toBe('tessera-popup-overlay');
    expect(writePopupRecord({ 'date-closed': 5, version: 2, submitted: true })).toBe(true);
    expect(localStorage.getItem('tessera-popup-overlay')).toBe(
      '{"date-closed":5,"version":2,"submitted":true}',
    );
    expect(readPopupRecord()).toEqual({ 'date-closed': 5, version: 2, submitted: true });
  });

  it('blocked storage: nothing read, and a write warns with the reason', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readPopupRecord()).toBe(undefined);
    expect(writePopupRecord({ version: 1, submitted: false })).toBe(false);
    expect(warn.mock.calls.length).toBe(1);
    const [message, error] = warn.mock.calls[0]!;
    expect(message).toBe('[tessera] popup overlay: could not save to local storage');
    expect((error as Error).message).toBe('local storage is unavailable');
  });

  it.each([
    [null, undefined],
    ['', undefined],
    ['not json', undefined],
    ['null', undefined],
    ['7', undefined],
    ['{"version":3}', { version: 3, submitted: false }],
    ['{"version":"x","submitted":"true"}', { version: 0, submitted: false }],
    ['{"date-closed":"soon","version":1}', { version: 1, submitted: false }],
    [
      '{"date-closed":10,"version":1,"submitted":true}',
      { 'date-closed': 10, version: 1, submitted: true },
    ],
  ])('reads %j as %j', (text, record) => {
    expect(parsePopupRecord(text)).toEqual(record);
  });
});

describe('the Global Privacy Control signal', () => {
  it.each([
    [{ globalPrivacyControl: true }, true],
    [{ globalPrivacyControl: 'true' }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (navigatorLike, expected) => {
    expect(readGlobalPrivacyControl(navigatorLike)).toBe(expected);
  });
});
