// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, renderConsole, VIEWER } from './console-harness';

const FORMS = {
  forms: [
    {
      id: 'contact',
      name: 'Contact',
      fields: [
        { name: 'name', title: 'Name' },
        { name: 'message', title: 'Message' },
      ],
      submissionCount: 2,
      lastSubmittedAt: '2026-11-28T10:00:00Z',
    },
    { id: 'newsletter', name: 'Newsletter', fields: [], submissionCount: 0, lastSubmittedAt: null },
  ],
};

const submission = (
  id: string,
  fields: Record<string, unknown>,
  createdAt = '2026-11-28T10:00:00Z',
) => ({
  id,
  formId: 'contact',
  collectionId: null,
  objectName: null,
  isOverlayForm: false,
  fields,
  page: { pagePath: '/contact.html' },
  createdAt,
});

const PAGE_ONE = {
  submissions: [
    submission('s2', { name: ['Ada', 'Lovelace'], message: '<img src=x onerror=alert(1)>' }),
    submission('s1', { name: ['Alan', 'Turing'], message: 'Hello' }, '2026-11-27T09:30:00Z'),
  ],
  nextCursor: 'c2',
  total: 3,
};

function cellTexts(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('Submissions', () => {
  it('shows the loading status while the forms load', async () => {
    renderConsole('/submissions', { 'GET /api/console/forms': 'pending' });
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
  });

  it('says so when the site has no forms', async () => {
    renderConsole('/submissions', { 'GET /api/console/forms': json({ forms: [] }) });
    expect((await screen.findByText('This site has no forms yet.')).tagName).toBe('P');
  });

  it("shows 'Unable to load. Try again.' and loads again on retry", async () => {
    let fail = true;
    const view = renderConsole('/submissions', {
      'GET /api/console/forms': () => (fail ? json({ error: 'boom' }, 500) : json({ forms: [] })),
      'GET /api/form/submissions': json({ submissions: [], nextCursor: null, total: 0 }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Unable to load. Try again.Try again');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('This site has no forms yet.');
    expect(view.calls.filter((call) => call.url === '/api/console/forms').length).toBe(2);
  });

  it('lists the first form’s submissions as text, with the total', async () => {
    const view = renderConsole('/submissions', {
      'GET /api/console/forms': json(FORMS),
      'GET /api/form/submissions': json(PAGE_ONE),
    });
    const table = await screen.findByRole('table');
    expect(cellTexts(table)).toEqual([
      ['Submitted', 'Name', 'Message'],
      ['Nov 28, 2026, 10:00 AM UTC', 'Ada, Lovelace', '<img src=x onerror=alert(1)>'],
      ['Nov 27, 2026, 9:30 AM UTC', 'Alan, Turing', 'Hello'],
    ]);
    expect(table.querySelector('img')).toBeNull();
    expect(screen.getByText('3 submissions').tagName).toBe('P');
    expect(view.calls.map((call) => call.url)).toEqual([
      '/api/console/forms',
      '/api/form/submissions?formId=contact&order=newest&limit=25',
    ]);
    expect(
      screen.getByRole('link', { name: 'Nov 28, 2026, 10:00 AM UTC' }).getAttribute('href'),
    ).toBe('/submissions/contact/s2');
  });

  it('searches, orders and pages on the server', async () => {
    const view = renderConsole('/submissions/contact', {
      'GET /api/console/forms': json(FORMS),
      'GET /api/form/submissions': json(PAGE_ONE),
    });
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: ' ada ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('3 submissions match “ada”');
    fireEvent.change(screen.getByRole('combobox', { name: 'Order' }), {
      target: { value: 'oldest' },
    });
    await waitFor(() => expect(view.calls.length).toBe(4));
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2');
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Page 1');
    expect(view.calls.map((call) => call.url)).toEqual([
      '/api/console/forms',
      '/api/form/submissions?formId=contact&order=newest&limit=25',
      '/api/form/submissions?formId=contact&q=ada&order=newest&limit=25',
      '/api/form/submissions?formId=contact&q=ada&order=oldest&limit=25',
      '/api/form/submissions?formId=contact&q=ada&order=oldest&limit=25&cursor=c2',
      '/api/form/submissions?formId=contact&q=ada&order=oldest&limit=25',
    ]);
  });

  it('says no submissions yet for an empty form, and no match for an empty search', async () => {
    renderConsole('/submissions/newsletter?q=zzz', {
      'GET /api/console/forms': json(FORMS),
      'GET /api/form/submissions': json({ submissions: [], nextCursor: null, total: 0 }),
    });
    expect((await screen.findByText('No submissions match your search.')).tagName).toBe('P');
    expect((screen.getByRole('combobox', { name: 'Form' }) as HTMLSelectElement).value).toBe(
      'newsletter',
    );
  });

  it('exports the CSV with the search and order, with the session headers', async () => {
    const createObjectURL = vi.fn(() => 'blob:csv');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const view = renderConsole('/submissions/contact?q=ada&order=oldest', {
      'GET /api/console/forms': json(FORMS),
      'GET /api/form/submissions': json(PAGE_ONE),
      'GET /api/form/submissions.csv': new Response('Name\r\nAda\r\n', {
        headers: { 'content-disposition': 'attachment; filename="contact.csv"' },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect([link.download, link.getAttribute('href')]).toEqual(['contact.csv', 'blob:csv']);
    const csv = view.calls.find((call) => call.url.startsWith('/api/form/submissions.csv'));
    expect([csv?.url, csv?.headers['X-XSRF-Token']]).toEqual([
      '/api/form/submissions.csv?formId=contact&q=ada&order=oldest',
      'xsrf-123',
    ]);
    expect(view.events).toEqual([
      { event: 'submissions-exported', detail: 'contact-submissions.csv' },
    ]);
    click.mockRestore();
  });

  it('lets a viewer read the submissions', async () => {
    renderConsole(
      '/submissions',
      { 'GET /api/console/forms': json(FORMS), 'GET /api/form/submissions': json(PAGE_ONE) },
      VIEWER,
    );
    await screen.findByRole('table');
    expect(
      screen.getByText('You have view-only access: viewers cannot change the site.').tagName,
    ).toBe('P');
    expect(screen.getByRole('button', { name: 'Export CSV' }).tagName).toBe('BUTTON');
  });
});

describe('Submission detail', () => {
  it('shows every field under its title, as text, and the page it came from', async () => {
    renderConsole('/submissions/contact/s2', {
      'GET /api/console/forms': json(FORMS),
      'GET /api/form/submissions/s2': json(PAGE_ONE.submissions[0]),
    });
    await screen.findByText('Ada, Lovelace');
    const lists = screen.getAllByRole('definition');
    expect(lists.map((term) => term.textContent)).toEqual([
      'Nov 28, 2026, 10:00 AM UTC',
      'Ada, Lovelace',
      '<img src=x onerror=alert(1)>',
      '/contact.html',
    ]);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Submitted',
      'Name',
      'Message',
      'pagePath',
    ]);
  });

  it("says 'Unable to locate content' for a submission that does not exist", async () => {
    renderConsole('/submissions/contact/nope', {
      'GET /api/console/forms': json(FORMS),
      'GET /api/form/submissions/nope': json({ error: 'Not found' }, 404),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to locate content');
  });
});
