// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, renderConsole, VIEWER } from './console-harness';

const period = { from: '2026-11-27', to: '2026-11-28' };
const ANSWERS = {
  'GET /api/analytics/traffic': json({
    ...period,
    days: [
      { date: '2026-11-27', pageViews: 10, visitors: 4 },
      { date: '2026-11-28', pageViews: 5, visitors: 2 },
    ],
  }),
  'GET /api/analytics/pages': json({
    ...period,
    pages: [{ path: '/', pageViews: 15, visitors: 6 }],
  }),
  'GET /api/analytics/referrers': json({
    ...period,
    referrers: [{ referrer: '(direct)', pageViews: 15 }],
  }),
  'GET /api/analytics/forms': json({
    ...period,
    forms: [
      { formId: 'contact', renders: 8, submissions: 2, conversion: 0.25 },
      { formId: 'newsletter', renders: 0, submissions: 0, conversion: null },
    ],
  }),
  'GET /api/analytics/web-vitals': json({
    ...period,
    pages: [
      { path: '/', metric: 'LCP', p75: 2600, samples: 3, rating: 'needs-improvement' },
      { path: '/', metric: 'CLS', p75: 0.3, samples: 3, rating: null },
    ],
    blocks: [{ block: 'gallery', metric: 'INP', p75: 120, samples: 2, rating: 'good' }],
  }),
  'GET /api/analytics/errors': json({
    ...period,
    errors: [
      { message: '<b>TypeError</b>: x is undefined', reports: 7, lastSeen: '2026-11-28T08:00:00Z' },
    ],
  }),
};

const table = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Analytics', () => {
  it('loads each report for the last 30 days, each with its own loading status', async () => {
    const view = renderConsole(
      '/analytics',
      Object.fromEntries(Object.keys(ANSWERS).map((key) => [key, 'pending' as const])),
    );
    await screen.findByRole('heading', { name: 'JavaScript errors' });
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(
      Array(6).fill('Loading…'),
    );
    // The requests start in effects, which may run after the headings are on screen.
    await vi.waitFor(() =>
      expect(view.calls.map((call) => call.url)).toEqual([
        '/api/analytics/traffic?days=30',
        '/api/analytics/pages?days=30',
        '/api/analytics/referrers?days=30',
        '/api/analytics/forms?days=30',
        '/api/analytics/web-vitals?days=30',
        '/api/analytics/errors?days=30',
      ]),
    );
  });

  it('shows every report as a table; the chart has an accessible name', async () => {
    renderConsole('/analytics', ANSWERS, VIEWER);
    await screen.findByRole('table', { name: 'JavaScript errors' });
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Visitors and page views per day, chart: 15 page views and 6 visitor-days from 2026-11-27 to 2026-11-28',
    );
    expect(table('Visitors and page views per day, table')).toEqual([
      ['Date', 'Page views', 'Visitors'],
      ['2026-11-27', '10', '4'],
      ['2026-11-28', '5', '2'],
    ]);
    expect(table('Top pages')).toEqual([
      ['Page', 'Page views', 'Visitors'],
      ['/', '15', '6'],
    ]);
    expect(table('Referrers')).toEqual([
      ['Referrer', 'Page views'],
      ['(direct)', '15'],
    ]);
    expect(table('Form conversion')).toEqual([
      ['Form', 'Views', 'Submissions', 'Conversion'],
      ['contact', '8', '2', '25.0%'],
      ['newsletter', '0', '0', '—'],
    ]);
    expect(table('Per page (75th percentile)')).toEqual([
      ['Page', 'Metric', '75th percentile', 'Samples', 'Rating'],
      ['/', 'LCP', '2,600 ms', '3', 'Needs improvement'],
      ['/', 'CLS', '0.30', '3', 'Poor'],
    ]);
    expect(table('Per block type (75th percentile)')).toEqual([
      ['Block type', 'Metric', '75th percentile', 'Samples', 'Rating'],
      ['gallery', 'INP', '120 ms', '2', 'Good'],
    ]);
    expect(table('JavaScript errors')).toEqual([
      ['Message', 'Reports', 'Last seen'],
      ['<b>TypeError</b>: x is undefined', '7', 'Nov 28, 2026, 8:00 AM UTC'],
    ]);
  });

  it('says nothing was recorded, per report, and asks again for another period', async () => {
    const empty = {
      'GET /api/analytics/traffic': json({
        ...period,
        days: [{ date: '2026-11-28', pageViews: 0, visitors: 0 }],
      }),
      'GET /api/analytics/pages': json({ ...period, pages: [] }),
      'GET /api/analytics/referrers': json({ ...period, referrers: [] }),
      'GET /api/analytics/forms': json({ ...period, forms: [] }),
      'GET /api/analytics/web-vitals': json({ ...period, pages: [], blocks: [] }),
      'GET /api/analytics/errors': json({ error: 'x' }, 500),
    };
    const view = renderConsole('/analytics', empty);
    await waitFor(() =>
      expect(screen.getAllByText('Nothing recorded in this period.').length).toBe(5),
    );
    expect(screen.getByRole('alert').textContent).toBe('Unable to load. Try again.Try again');
    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: '7' } });
    await waitFor(() => expect(view.calls.length).toBe(12));
    expect(view.calls.slice(6).every((call) => call.url.endsWith('?days=7'))).toBe(true);
  });
});
