// @vitest-environment jsdom
// The script build loads the lightbox's blocks where their declared selectors match
// (package.json, tessera.blocks): every element that can open a lightbox must match one, since
// the gallery engine and the image block only ask for the lightbox with the one open event. An
// image block with a lightbox gets the small image-lightbox block, not the lightbox block.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8'));
const declarations: { name: string; entry: string; selector: string }[] = manifest.tessera.blocks;

it('declares the lightbox block on lightbox sets and galleries, the image-lightbox block on image blocks with a lightbox', () => {
  document.body.innerHTML = `
    <ul id="set" data-block="lightbox"></ul>
    <div id="gallery" data-block="gallery" data-block-config='{"design":"grid","lightbox":true}'></div>
    <div id="plain-gallery" data-block="gallery"></div>
    <figure id="image" data-block="image" data-block-config='{"lightbox":true,"load":true}'></figure>
    <figure id="spaced" data-block="image" data-block-config='{ "lightbox": true }'></figure>
    <figure id="no-lightbox" data-block="image" data-block-config='{"load":true}'></figure>
    <figure id="no-config" data-block="image"></figure>`;
  const matched = declarations.map(({ name, entry, selector }) => ({
    name,
    entry,
    matched: [...document.querySelectorAll(selector)].map((element) => element.id),
  }));
  expect(matched).toEqual([
    { name: 'lightbox', entry: './block', matched: ['set', 'gallery', 'plain-gallery'] },
    { name: 'image-lightbox', entry: './image-lightbox', matched: ['image', 'spaced'] },
  ]);
  // Each entry is a module of the package's exports map.
  expect(declarations.map(({ entry }) => manifest.exports[entry]?.source)).toEqual([
    './src/lightbox-block.ts',
    './src/image-lightbox-block.ts',
  ]);
});
