// @vitest-environment jsdom
// The script build loads the lightbox block where its declared selector matches
// (package.json, tessera.blocks): every element that can open a lightbox must match it, since
// the gallery engine and the image block only ask for the lightbox with the one open event.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8'));
const [declaration] = manifest.tessera.blocks;

it('declares the lightbox block on lightbox sets, galleries and image blocks with a lightbox', () => {
  document.body.innerHTML = `
    <ul id="set" data-block="lightbox"></ul>
    <div id="gallery" data-block="gallery" data-block-config='{"design":"grid","lightbox":true}'></div>
    <div id="plain-gallery" data-block="gallery"></div>
    <figure id="image" data-block="image" data-block-config='{"lightbox":true,"load":true}'></figure>
    <figure id="spaced" data-block="image" data-block-config='{ "lightbox": true }'></figure>
    <figure id="no-lightbox" data-block="image" data-block-config='{"load":true}'></figure>
    <figure id="no-config" data-block="image"></figure>`;
  const matched = [...document.querySelectorAll(declaration.selector)].map((element) => element.id);
  expect({ name: declaration.name, entry: declaration.entry, matched }).toEqual({
    name: 'lightbox',
    entry: './block',
    matched: ['set', 'gallery', 'plain-gallery', 'image', 'spaced'],
  });
});
