// @vitest-environment jsdom

import { CONSOLE_BOOTSTRAP_ELEMENT_ID as START_DATA_ELEMENT_ID } from '@tessera/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { readStartData } from '../src/start-data';

function withScript(text: string, type = 'application/json') {
  const script = document.createElement('script');
  script.id = START_DATA_ELEMENT_ID;
  script.type = type;
  script.textContent = text;
  document.head.append(script);
}

const valid = {
  account: { id: 'a1', email: 'o@example.com', role: 'owner' },
  canEdit: true,
  xsrfToken: 't',
  frameUrl: '/about.html?x=1',
  siteTitle: 'Demo',
  websiteId: 'w1',
};

afterEach(() => document.getElementById(START_DATA_ELEMENT_ID)?.remove());

describe('readStartData', () => {
  it('reads the JSON the server wrote', () => {
    withScript(JSON.stringify(valid));
    expect(readStartData(document)).toEqual(valid);
  });

  it('gives a viewer no edit right, whatever canEdit says', () => {
    withScript(JSON.stringify({ ...valid, account: { ...valid.account, role: 'viewer' } }));
    expect(readStartData(document)?.canEdit).toBe(false);
  });

  it.each([
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    [42, '/'],
    ['/shop?page=2', '/shop?page=2'],
  ])('keeps frameUrl %j only as a same-site path (%j)', (frameUrl, expected) => {
    withScript(JSON.stringify({ ...valid, frameUrl }));
    expect(readStartData(document)?.frameUrl).toBe(expected);
  });

  it.each([
    ['no element', null],
    ['not JSON', '{'],
    ['null', 'null'],
    ['no token', JSON.stringify({ ...valid, xsrfToken: undefined })],
    ['a member', JSON.stringify({ ...valid, account: { ...valid.account, role: 'member' } })],
    ['no account', JSON.stringify({ ...valid, account: null })],
  ])('answers undefined for %s', (_name, text) => {
    if (text !== null) withScript(text);
    expect(readStartData(document)).toBeUndefined();
  });

  it('ignores an element that is not JSON data', () => {
    withScript(JSON.stringify(valid), 'module');
    expect(readStartData(document)).toBeUndefined();
  });
});
