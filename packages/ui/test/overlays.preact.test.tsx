// @vitest-environment jsdom
// The script-tag build aliases react and react-dom to preact/compat (rollup.config.mjs); the
// same suite runs here with the same aliases.
import { Component } from 'react';
import { expect, it, vi } from 'vitest';
import { overlaySuite } from './suites/overlay-suite';

vi.mock('react', () => import('preact/compat'));
vi.mock('react-dom', () => import('preact/compat'));
// preact/compat/client is exactly this, but under vitest it would load a second copy of preact
// (Node and Vite pick different files of preact's exports map), and hooks need one copy.
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

it('runs on preact/compat', async () => {
  const preact = await import('preact/compat');
  expect(Component).toBe(preact.Component);
});

overlaySuite('preact/compat');
