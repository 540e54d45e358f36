/**
 * With the demo on, a page's `data-demo-order` parts are shown and its forms posting to
 * /commerce/demo-order carry the crumb; nothing else in the page changes.
 */
import { describe, expect, it } from 'vitest';
import { showDemoOrderForms } from '../src/show-demo-order-forms';

const CRUMB = 'AbCdEfGhIjKlMnOpQrStUvWx';
const FIELD = `<input type="hidden" name="crumb" value="${CRUMB}">`;

describe('showDemoOrderForms', () => {
  it.each([
    ['<section data-demo-order hidden>', '<section data-demo-order>'],
    ['<section hidden data-demo-order class="a">', '<section data-demo-order class="a">'],
    ['<div class="x" data-demo-order hidden="">', '<div class="x" data-demo-order>'],
    ["<p data-demo-order hidden='hidden'>", '<p data-demo-order>'],
    ['<SECTION DATA-DEMO-ORDER HIDDEN>', '<SECTION DATA-DEMO-ORDER>'],
    // Not a demo part: left hidden, whatever its other attributes say.
    ['<section data-demo-orders hidden>', '<section data-demo-orders hidden>'],
    [
      '<section hidden data-other="data-demo-order">',
      '<section hidden data-other="data-demo-order">',
    ],
    // A part that was not hidden stays as it is; `hidden-x` is not `hidden`.
    ['<section data-demo-order data-hidden-x>', '<section data-demo-order data-hidden-x>'],
  ])('%s → %s', (html, shown) => {
    expect(showDemoOrderForms(html, CRUMB)).toBe(shown);
  });

  it.each([
    [
      '<form method="post" action="/commerce/demo-order"><button>',
      `<form method="post" action="/commerce/demo-order">${FIELD}<button>`,
    ],
    [
      '<form action=\'/commerce/demo-order\' method="post">',
      `<form action='/commerce/demo-order' method="post">${FIELD}`,
    ],
    // Another action, or the path as a prefix of another, gets no crumb.
    ['<form method="post" action="/checkout">', '<form method="post" action="/checkout">'],
    [
      '<form method="post" action="/commerce/demo-order/x">',
      '<form method="post" action="/commerce/demo-order/x">',
    ],
    [
      '<form method="post" action="/commerce/demo-order\'>',
      '<form method="post" action="/commerce/demo-order\'>',
    ],
  ])('%s → %s', (html, stamped) => {
    expect(showDemoOrderForms(html, CRUMB)).toBe(stamped);
  });
});
