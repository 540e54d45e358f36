// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, renderConsole, VIEWER } from './console-harness';

const RECORDS = {
  records: [
    {
      id: 'r2',
      createdAt: '2026-11-28T11:00:00Z',
      decision: 'accepted',
      purposes: ['necessary', 'analytics'],
      bannerVersion: 2,
      source: 'banner',
    },
  ],
  nextCursor: 'n2',
};

describe('Consent log', () => {
  it('shows the loading status, then the records newest first', async () => {
    renderConsole('/consent', { 'GET /api/consent/records': json(RECORDS) }, VIEWER);
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    const table = await screen.findByRole('table', { name: 'Consent log' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Date', 'Decision', 'Purposes', 'Banner version', 'Source'],
      ['Nov 28, 2026, 11:00 AM UTC', 'accepted', 'necessary, analytics', '2', 'banner'],
    ]);
  });

  it('filters by decision and dates, and pages with the cursor', async () => {
    const view = renderConsole('/consent', { 'GET /api/consent/records': json(RECORDS) });
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('combobox', { name: 'Decision' }), {
      target: { value: 'declined' },
    });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-28' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(view.calls.length).toBe(2));
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(view.calls.length).toBe(3));
    expect(view.calls.map((call) => call.url)).toEqual([
      '/api/consent/records?limit=50',
      '/api/consent/records?decision=declined&from=2026-11-01&to=2026-11-28&limit=50',
      '/api/consent/records?decision=declined&from=2026-11-01&to=2026-11-28&limit=50&cursor=n2',
    ]);
  });

  it('says no record matches, and shows the load error with a retry', async () => {
    renderConsole('/consent?decision=declined', {
      'GET /api/consent/records': json({ records: [], nextCursor: null }),
    });
    expect((await screen.findByText('No consent records match these filters.')).tagName).toBe('P');
  });

  it("shows 'Unable to load. Try again.' when the log fails", async () => {
    renderConsole('/consent', { 'GET /api/consent/records': json({ error: 'x' }, 500) });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to load. Try again.Try again',
    );
  });

  it('exports the filtered log as CSV', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const view = renderConsole('/consent?decision=accepted', {
      'GET /api/consent/records': json(RECORDS),
      'GET /api/consent/records.csv': new Response('x'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('consent-records.csv');
    expect(view.calls.at(-1)?.url).toBe('/api/consent/records.csv?decision=accepted');
    click.mockRestore();
  });
});
