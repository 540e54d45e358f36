import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig, parseSiteConfig } from '../src/site-config';

describe('site configuration', () => {
  it('reads the demo site with its forms and the 5-a-minute rate limit', async () => {
    const site = await loadSiteConfig(
      resolve(import.meta.dirname, '../../../examples/site/site.json'),
    );
    expect(Object.keys(site.forms)).toEqual(['contact', 'newsletter']);
    expect(site.forms.contact!.fields.map((field) => field.id)).toEqual([
      'name',
      'email',
      'message',
    ]);
    expect(site.rateLimit).toEqual({ max: 5, windowSeconds: 60 });
    expect(site.websiteSettings.popupOverlaySettings).toMatchObject({ formId: 'newsletter' });
  });

  it('names the path and the expectation when a form is malformed', () => {
    expect(() =>
      parseSiteConfig({ forms: { f: { fields: [{ id: 'a', type: 'blob' }] } } }),
    ).toThrow(/forms\.f\.fields\[0\]\.type must be one of text, textarea/);
    expect(() => parseSiteConfig({ forms: { f: {} } })).toThrow('forms.f.fields must be an array');
    expect(() => parseSiteConfig({ rateLimit: { max: 'many' } })).toThrow(/rateLimit must be/);
    expect(() => parseSiteConfig([])).toThrow(/must be a JSON object/);
  });

  it('refuses two pages under one id, naming both', () => {
    const page = (id: string) => ({ id, title: 'A page', pageType: 2 });
    expect(() =>
      parseSiteConfig({
        pages: { 'a.html': page('p1'), 'b.html': page('p2'), 'c.html': page('p1') },
      }),
    ).toThrow('site.json: pages.c.html.id must be another id than pages.a.html.id ("p1")');
    expect(
      Object.keys(parseSiteConfig({ pages: { 'a.html': page('p1'), 'b.html': page('p2') } }).pages),
    ).toEqual(['a.html', 'b.html']);
    // Pages without an id (the server gives none) are not the same page.
    expect(Object.keys(parseSiteConfig({ pages: { 'a.html': {}, 'b.html': {} } }).pages)).toEqual([
      'a.html',
      'b.html',
    ]);
  });

  it('fills defaults for an empty configuration', () => {
    expect(parseSiteConfig({})).toMatchObject({
      currency: 'USD',
      forms: {},
      rateLimit: { max: 5, windowSeconds: 60 },
    });
  });
});
