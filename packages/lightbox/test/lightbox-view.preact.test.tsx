// @vitest-environment jsdom
// The script-tag build renders the lightbox with preact/compat (rollup.config.mjs aliases react
// and react-dom to it): the same view suite runs here under the same aliases, as
// packages/ui/test/overlays.preact.test.tsx does for the kit.
import { Component } from 'react';
import { expect, it, vi } from 'vitest';
import { lightboxViewSuite } from './suites/lightbox-view-suite';

vi.mock('react', () => import('preact/compat'));
vi.mock('react-dom', () => import('preact/compat'));
// preact/compat/client is exactly this, but under vitest's `source` condition it would load a
// second copy of preact (Node and Vite pick different files of preact's exports map) and hooks
// fail with "__H" on the other copy: every module here must share one preact.
vi.mock('react-dom/client', async () => {
  const compat = await import('preact/compat');
  return {
    createRoot(element: HTMLElement) {
      return {
        render: (node: Parameters<typeof compat.render>[0]) => compat.render(node, element),
        unmount: () => compat.unmountComponentAtNode(element),
      };
    },
  };
});
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-dev-runtime'));

// Preact binds `onPointerMove` to "pointermove" only when the element has an `onpointermove`
// property, as browsers do; jsdom 26 has none, so give it the properties Chromium has.
for (const name of ['onpointerdown', 'onpointermove', 'onpointerup', 'onpointercancel']) {
  if (!(name in HTMLElement.prototype)) {
    Object.defineProperty(HTMLElement.prototype, name, { value: null, writable: true });
  }
}

it('runs on preact/compat', async () => {
  const preact = await import('preact/compat');
  expect(Component).toBe(preact.Component);
});

lightboxViewSuite(async (work) => {
  const { act } = await import('preact/test-utils');
  await act(async () => {
    await work();
  });
});
