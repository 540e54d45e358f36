// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadImage } from '../src/load-image';
import { mediaMessages } from '../src/messages';
import { IMAGE_SIZE_EVENT } from '../src/natural-size';

function image(attributes: Record<string, string>, box = { width: 400, height: 300 }) {
  const img = document.createElement('img');
  for (const [name, value] of Object.entries(attributes)) img.setAttribute(name, value);
  img.getBoundingClientRect = () =>
    ({ ...box, x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, toJSON() {} }) as DOMRect;
  const wrapper = document.createElement('div');
  wrapper.append(img);
  document.body.append(wrapper);
  return img;
}

function settle(
  img: HTMLImageElement,
  event: 'load' | 'error' = 'load',
  natural: [number, number] = [100, 100],
) {
  if (event === 'load') {
    Object.defineProperty(img, 'naturalWidth', { configurable: true, value: natural[0] });
    Object.defineProperty(img, 'naturalHeight', { configurable: true, value: natural[1] });
    Object.defineProperty(img, 'complete', { configurable: true, value: true });
  }
  img.dispatchEvent(new Event(event));
}

const environment = { devicePixelRatio: 1, saveData: false };

describe('loadImage (spec 001 §4)', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => vi.restoreAllMocks());

  it('requires an img element', () => {
    expect(() => loadImage(document.createElement('div'))).toThrow(
      'The image element must be an img',
    );
  });

  it("marks a missing source with 'Invalid or missing image source'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const img = image({});
    await expect(loadImage(img, { environment })).resolves.toBe('error');
    expect(warn).toHaveBeenCalledWith('[tessera/media]', mediaMessages.invalidSource, img);
    expect(mediaMessages.invalidSource).toBe('Invalid or missing image source');
    expect(img.getAttribute('data-image-state')).toBe('error');
  });

  it('refuses a blank or javascript: source instead of fetching the page or running it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const source of ['   ', 'javascript:alert(1)']) {
      const img = image({});
      await expect(loadImage(img, { environment, config: { source } })).resolves.toBe('error');
      expect(img.hasAttribute('src')).toBe(false);
    }
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenLastCalledWith(
      '[tessera/media]',
      mediaMessages.invalidSource,
      expect.anything(),
    );
  });

  it('writes src, srcset and sizes and marks loading then loaded', async () => {
    const img = image({ 'data-src': '/p.jpg', 'data-image-dimensions': '1600x1200' });
    const done = loadImage(img, { environment });
    expect(img.getAttribute('data-image-state')).toBe('loading');
    expect(img.getAttribute('src')).toBe('/p.jpg?format=500w');
    expect(img.getAttribute('srcset')).toBe(
      '/p.jpg?format=100w 100w, /p.jpg?format=300w 300w, /p.jpg?format=500w 500w',
    );
    expect(img.getAttribute('sizes')).toBe('400px');
    expect(img.getAttribute('width')).toBe('1600');
    settle(img);
    await expect(done).resolves.toBe('loaded');
    expect(img.getAttribute('data-image-state')).toBe('loaded');
  });

  it('applies the focal point through object-position for cover crops', () => {
    const img = image({ 'data-src': '/p.jpg', 'data-image-focal-point': '0.25,0.75' });
    void loadImage(img, { environment });
    expect(img.style.objectFit).toBe('cover');
    expect(img.style.objectPosition).toBe('25% 75%');
  });

  it('skips an image already loading unless concurrent loads are allowed', async () => {
    const img = image({ 'data-src': '/p.jpg' });
    void loadImage(img, { environment });
    await expect(loadImage(img, { environment, config: { forceImageUpdate: true } })).resolves.toBe(
      'skipped',
    );
    const again = loadImage(img, {
      environment,
      config: { allowConcurrentLoads: true, forceImageUpdate: true },
    });
    settle(img);
    await expect(again).resolves.toBe('loaded');
  });

  it('upgrades only when the new width is larger', async () => {
    const img = image({ 'data-src': '/p.jpg' }, { width: 700, height: 0 });
    const first = loadImage(img, { environment });
    settle(img);
    await first;
    expect(img.getAttribute('data-image-resolution')).toBe('750');
    img.getBoundingClientRect = () => ({ width: 300, height: 0 }) as DOMRect;
    await expect(loadImage(img, { environment })).resolves.toBe('kept');
    expect(img.getAttribute('src')).toBe('/p.jpg?format=750w');
    img.getBoundingClientRect = () => ({ width: 900, height: 0 }) as DOMRect;
    const upgrade = loadImage(img, { environment });
    expect(img.getAttribute('src')).toBe('/p.jpg?format=1000w');
    settle(img);
    await expect(upgrade).resolves.toBe('loaded');
  });

  it('forceImageUpdate replaces the source even when not larger', () => {
    const img = image({ 'data-src': '/p.jpg', 'data-image-resolution': '2500' });
    void loadImage(img, { environment, config: { forceImageUpdate: true } });
    expect(img.getAttribute('src')).toBe('/p.jpg?format=500w');
  });

  it('doubles the width at DPR 2 and halves it again under Save-Data', () => {
    const img = image({ 'data-src': '/p.jpg' }, { width: 400, height: 0 });
    void loadImage(img, { environment: { devicePixelRatio: 2, saveData: false } });
    expect(img.getAttribute('src')).toBe('/p.jpg?format=1000w');
    const saver = image({ 'data-src': '/p.jpg' }, { width: 400, height: 0 });
    void loadImage(saver, { environment: { devicePixelRatio: 2, saveData: true } });
    expect(saver.getAttribute('src')).toBe('/p.jpg?format=500w');
  });

  it('reads the size of an image without dimensions on load and tells the layout', async () => {
    const img = image({ 'data-src': '/p.jpg' });
    const heard = vi.fn();
    document.body.addEventListener(IMAGE_SIZE_EVENT, (event) =>
      heard((event as CustomEvent).detail),
    );
    const done = loadImage(img, { environment });
    settle(img, 'load', [1200, 800]);
    await done;
    expect(heard).toHaveBeenCalledWith({ width: 1200, height: 800 });
    expect(img.getAttribute('data-image-dimensions')).toBe('1200x800');
    expect(img.getAttribute('width')).toBe('1200');
  });

  it('marks a failed fetch as error and lets a later load retry', async () => {
    const img = image({ 'data-src': '/p.jpg' });
    const done = loadImage(img, { environment });
    settle(img, 'error');
    await expect(done).resolves.toBe('error');
    expect(img.hasAttribute('data-image-resolution')).toBe(false);
  });

  it('paints through the parent background with useBgImage', async () => {
    const img = image({ 'data-src': '/p.jpg', 'data-image-config': '{"useBgImage":true}' });
    const done = loadImage(img, { environment });
    expect(img.parentElement!.style.backgroundSize).toBe('cover');
    settle(img, 'load', [10, 10]);
    await done;
    expect(img.parentElement!.style.backgroundImage).toContain('/p.jpg?format=500w');
  });

  it('positions explicitly with useAdvancedPositioning', () => {
    const img = image(
      {
        'data-src': '/p.jpg',
        'data-image-dimensions': '800x400',
        'data-image-config': '{"useAdvancedPositioning":true}',
      },
      { width: 200, height: 200 },
    );
    void loadImage(img, { environment });
    expect(img.style.width).toBe('400px');
    expect(img.style.left).toBe('-100px');
  });

  it('warns about malformed data-image-config and still loads', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const img = image({ 'data-src': '/p.jpg', 'data-image-config': '{nope' });
    void loadImage(img, { environment });
    expect(warn).toHaveBeenCalledWith(
      '[tessera/media]',
      'data-image-config is not valid JSON: {nope',
    );
    expect(img.getAttribute('src')).toBe('/p.jpg?format=500w');
  });
});
