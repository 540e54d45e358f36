/** The languages setting's rules (issue 18) and the page's lang attribute that reports it. */
import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/http-error';
import { canonicalLanguageTag, readLanguageSettings } from '../src/language-settings';
import { withPageLanguage } from '../src/page-language';

function fieldErrorsOf(body: unknown): unknown {
  try {
    readLanguageSettings(body);
  } catch (error) {
    return error instanceof HttpError ? (error.body as { fieldErrors?: unknown }) : error;
  }
  return 'accepted';
}

describe('canonicalLanguageTag', () => {
  it('spells a tag canonically and refuses what is no tag', () => {
    expect(
      ['en', 'en-us', 'zh-hant-tw', 'pt-BR', 'EN', 'e', 'en_US', 'en-US-x-a-b-c', 7, 'xx-<b>'].map(
        canonicalLanguageTag,
      ),
    ).toEqual([
      'en',
      'en-US',
      'zh-Hant-TW',
      'pt-BR',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('readLanguageSettings', () => {
  it('puts the default first, once, keeping the others’ order', () => {
    expect(
      readLanguageSettings({ defaultLanguage: 'de', languages: ['en-US', 'de', 'fr', 'en-us'] }),
    ).toEqual({ defaultLanguage: 'de', languages: ['de', 'en-US', 'fr'] });
  });

  it.each([
    [{}, { languages: 'This field is required.', defaultLanguage: 'This field is required.' }],
    [
      { defaultLanguage: null, languages: null },
      { languages: 'This field is required.', defaultLanguage: 'This field is required.' },
    ],
    [
      { defaultLanguage: 'fr', languages: ['en'] },
      { defaultLanguage: 'fr is not one of the expected options' },
    ],
    [
      { defaultLanguage: 3, languages: ['en'] },
      { defaultLanguage: '3 is not one of the expected options' },
    ],
    [
      { defaultLanguage: 'en', languages: ['en', 'Klingon'] },
      { languages: 'Klingon is not one of the expected options' },
    ],
    [
      { defaultLanguage: 'en', languages: { en: true } },
      { languages: '{"en":true} is not one of the expected options' },
    ],
    [
      { defaultLanguage: 'en', languages: ['en'], enabled: true },
      { enabled: 'This is not a setting of this form.' },
    ],
  ])('%j answers %j', (body, fieldErrors) => {
    expect((fieldErrorsOf(body) as { fieldErrors: unknown }).fieldErrors).toEqual(fieldErrors);
  });

  it('refuses a body that is not an object', () => {
    expect(fieldErrorsOf(['en'])).toEqual({
      error: 'The request body must be an object of settings.',
    });
  });
});

describe('withPageLanguage', () => {
  it.each([
    ['<!doctype html>\n<html lang="en">', '<!doctype html>\n<html lang="fr-FR">'],
    ["<html class=a LANG='en' dir=ltr>", '<html class=a lang="fr-FR" dir=ltr>'],
    ['<html lang=en>', '<html lang="fr-FR">'],
    ['<html class="a">', '<html lang="fr-FR" class="a">'],
    ['<HTML>', '<html lang="fr-FR">'],
    ['<p>no root</p>', '<p>no root</p>'],
    ['<htmlx lang="en"><html>', '<htmlx lang="en"><html lang="fr-FR">'],
  ])('%s gives %s', (html, expected) => {
    expect(withPageLanguage(html, 'fr-FR')).toBe(expected);
  });
});
