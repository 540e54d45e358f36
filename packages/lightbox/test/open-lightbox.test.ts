// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import type { LightboxHandle } from '../src/mount-lightbox';
import { openLightbox } from '../src/open-lightbox';

const core = vi.hoisted(() => ({ attempts: 0 }));

// The core chunk: offline at the first open, there at the second.
vi.mock('../src/mount-lightbox', () => {
  core.attempts++;
  if (core.attempts === 1) throw new Error('offline');
  const handle: LightboxHandle = {
    close() {},
    goTo() {},
    next() {},
    previous() {},
    index: 0,
    closed: new Promise<void>(() => {}),
  };
  return { mountLightbox: () => handle };
});

afterEach(() => {
  document.querySelector('tessera-overlays')?.remove();
});

const backdrops = () =>
  document.querySelector('tessera-overlays')?.shadowRoot?.querySelectorAll('.lightbox-backdrop')
    .length ?? 0;

it('does not keep a failed core fetch: the next open tries again', async () => {
  const request = { items: [{ src: '/a.jpg' }], index: 0 };
  await expect(openLightbox(request)).rejects.toThrow(/offline|error when mocking/);
  expect(backdrops()).toBe(0);
  const handle = await openLightbox(request);
  expect(core.attempts).toBe(2);
  expect(handle.index).toBe(0);
});
