// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderConsole, VIEWER } from './console-harness';

const panel = () => document.getElementById('config-panel') as HTMLElement;

describe('Site', () => {
  it('shows the framed page and the open settings panel', () => {
    renderConsole('/', {});
    const frame = screen.getByTitle('Site preview') as HTMLIFrameElement;
    expect([frame.getAttribute('src'), frame.name]).toEqual(['/about.html?x=1', 'preview']);
    expect(panel().hidden).toBe(false);
    expect(screen.getByRole('link', { name: 'View the live site' }).getAttribute('href')).toBe(
      '/about.html?x=1&noredirect',
    );
    expect(
      screen.getByRole('button', { name: 'Settings panel' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('toggles the panel on Escape and broadcasts the editor events', () => {
    const view = renderConsole('/', {});
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(panel().hidden).toBe(true);
    expect(
      screen.getByRole('button', { name: 'Settings panel' }).getAttribute('aria-expanded'),
    ).toBe('false');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(panel().hidden).toBe(false);
    fireEvent.keyDown(window, { key: 'Escape', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(panel().hidden).toBe(false);
    expect(view.events).toEqual([{ event: 'panel-closed' }, { event: 'panel-opened' }]);
  });

  it("toggles the panel on the framed site's message, from this origin only", () => {
    renderConsole('/', {});
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: 'tessera:toggle-panel',
          origin: 'https://evil.example',
        }),
      );
      window.dispatchEvent(
        new MessageEvent('message', { data: 'something-else', origin: location.origin }),
      );
    });
    expect(panel().hidden).toBe(false);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: 'tessera:toggle-panel', origin: location.origin }),
      );
    });
    expect(panel().hidden).toBe(true);
  });

  it('logs out on Shift+Escape: DELETE the session, then the site root with logout=true', async () => {
    const view = renderConsole('/', {
      'DELETE /api/site-users/account/session': json({ success: true }),
    });
    fireEvent.keyDown(window, { key: 'Escape', shiftKey: true });
    await waitFor(() => expect(view.visited).toEqual(['/?logout=true']));
    expect(view.calls.map((call) => [call.method, call.url, call.headers['X-XSRF-Token']])).toEqual(
      [['DELETE', '/api/site-users/account/session', 'xsrf-123']],
    );
    expect(panel().hidden).toBe(false);
    expect(view.events).toEqual([{ event: 'logged-out' }]);
  });

  it('retries the logout once when the answer reports crumbFail', async () => {
    let answers = 0;
    const view = renderConsole('/', {
      'DELETE /api/site-users/account/session': () =>
        ++answers === 1 ? json({ crumbFail: true }, 401) : json({ success: true }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(view.visited).toEqual(['/?logout=true']));
    expect(view.calls.length).toBe(2);
  });

  it('says so when the logout fails', async () => {
    const view = renderConsole('/', {
      'DELETE /api/site-users/account/session': json({ error: 'x' }, 500),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
    expect(view.visited).toEqual([]);
  });

  it('names the account and role in the header, and a viewer sees the view-only note', () => {
    renderConsole('/', {}, VIEWER);
    expect(screen.getByText('viewer@example.com').tagName).toBe('SPAN');
    expect(document.querySelector('[data-console-role]')?.textContent).toBe('(viewer)');
    expect(
      screen.getByText('You have view-only access: viewers cannot change the site.').tagName,
    ).toBe('P');
  });

  it('moves focus to the new screen’s heading after a navigation', async () => {
    renderConsole('/', { 'GET /api/console/forms': 'pending' });
    const nav = within(screen.getByRole('navigation', { name: 'Console' }));
    fireEvent.click(nav.getByRole('link', { name: 'Form submissions' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 1, name: 'Form submissions' }),
      ),
    );
    expect(document.title).toBe('Form submissions · Tessera console');
  });

  it('answers an unknown console address with the spec’s not-found string', () => {
    renderConsole('/nowhere', {});
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unable to locate content');
  });
});
