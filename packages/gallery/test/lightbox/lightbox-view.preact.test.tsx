// @vitest-environment jsdom
// The script-tag build aliases react and react-dom to preact/compat (rollup.config.mjs); the same
// suite runs here with the same aliases.
import { act } from 'preact/test-utils';
import { Component } from 'react';
import { expect, it, vi } from 'vitest';
import { lightboxViewSuite } from './suites/lightbox-view-suite';

vi.mock('react', () => import('preact/compat'));
vi.mock('react-dom', () => import('preact/compat'));
vi.mock('react-dom/client', () => import('preact/compat/client'));
vi.mock('react/jsx-runtime', () => import('preact/compat/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/compat/jsx-dev-runtime'));

it('runs on preact/compat', async () => {
  const preact = await import('preact/compat');
  expect(Component).toBe(preact.Component);
});

lightboxViewSuite(async (work) => {
  await act(async () => {
    await work();
  });
});
