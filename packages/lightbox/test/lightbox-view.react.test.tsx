// @vitest-environment jsdom

import { createOverlayRoot } from '@tessera/ui';
import { act, StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { Lightbox } from '../src/lightbox';
import { lightboxViewSuite } from './suites/lightbox-view-suite';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

lightboxViewSuite(async (work) => {
  await act(async () => {
    await work();
  });
});

describe('React StrictMode (double mount)', () => {
  it('mounts once, navigates once per action and unmounts clean', async () => {
    const root = createOverlayRoot({ name: 'strict' });
    await act(async () =>
      root.render(
        <StrictMode>
          <Lightbox items={[{ src: '/a.jpg' }, { src: '/b.jpg' }]} options={{ mobile: false }} />
        </StrictMode>,
      ),
    );
    const shadow = document.querySelector('tessera-overlays')!.shadowRoot!;
    expect(
      shadow.querySelectorAll('[data-overlay=strict] ~ dialog .lightbox, .lightbox'),
    ).toHaveLength(1);
    expect(shadow.querySelector('dialog')!.open).toBe(true);
    await act(async () => {
      shadow.querySelector<HTMLButtonElement>('.next')!.click();
    });
    expect(shadow.querySelector('.count')!.textContent).toBe('2 of 2');
    await act(async () => root.unmount());
    expect(shadow.querySelector('.lightbox')).toBeNull();
  });
});
