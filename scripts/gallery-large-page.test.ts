// examples/site/gallery-large.html is written by scripts/gallery-large-page.mjs and committed (a
// static site serves it as it is): the two must not drift apart.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { galleryLargePage, galleryLargePath } from './gallery-large-page.mjs';

describe('the large gallery demo page', () => {
  it('is exactly what its generator writes (run `node scripts/gallery-large-page.mjs` after changing it)', () => {
    expect(readFileSync(galleryLargePath, 'utf8')).toBe(galleryLargePage);
  });
});
