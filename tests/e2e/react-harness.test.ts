/**
 * The Chromium harness for React components (tests/e2e/react-fixture.ts) on a small entry:
 * React 19 from the root, a workspace package from its sources, a click, axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../support/chromium';
import { openReactFixture, type ReactFixture } from './react-fixture';

describe.skipIf(!hasChromium())('React fixture in Chromium', () => {
  let fixture: ReactFixture;

  beforeAll(async () => {
    fixture = await openReactFixture('tests/harness/counter-entry.tsx');
  });
  afterAll(() => fixture?.close());

  it('renders the entry with React 19 and a workspace component', async () => {
    const { page } = fixture;
    expect((await page.getByRole('heading').textContent())?.split('.')[0]).toEqual('React 19');
    expect(await page.getByRole('status').getAttribute('aria-label')).toEqual('Counting');
  });

  it('updates on a click, without an error and with no axe violation', async () => {
    const { page } = fixture;
    await page.getByRole('button').click();
    expect(await page.getByRole('button').textContent()).toEqual('Clicked 1');
    expect(fixture.errors).toEqual([]);
    expect(await fixture.axe()).toEqual([]);
  });
});
