// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogShim } from '../../../tests/support/jsdom-dialog';
import { createOverlayRoot, Modal, returnFocus } from '../src';

beforeAll(() => installDialogShim());

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

const page = (main: string) => {
  document.body.innerHTML = `<header><a href="/">Home</a></header><main id="main">${main}</main><footer><a href="#x">Cookie settings</a></footer>`;
};

describe('returnFocus', () => {
  it('focuses the element when it is still in the page', () => {
    page('<input name="first">');
    const link = document.querySelector<HTMLElement>('footer a')!;
    returnFocus(link);
    expect(document.activeElement).toBe(link);
  });

  it("else the first tabbable element of the page's main content", () => {
    page('<h1>Contact</h1><button disabled>Off</button><input name="first"><input name="second">');
    const gone = document.createElement('button');
    returnFocus(gone);
    expect(document.activeElement).toBe(document.querySelector('input[name="first"]'));
    returnFocus(null);
    expect(document.activeElement).toBe(document.querySelector('input[name="first"]'));
  });

  it('else the main region itself, made focusable by script only', () => {
    page('<h1>Nothing to reach with Tab</h1>');
    returnFocus(undefined);
    const main = document.querySelector('main')!;
    expect(document.activeElement).toBe(main);
    expect(main.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves focus alone on a page without main content', () => {
    document.body.innerHTML = '<p>Text</p>';
    returnFocus(null);
    expect(document.activeElement).toBe(document.body);
  });
});

describe('Modal: focus after close when its opener has left the page', () => {
  const run = (returnTo?: () => Element | null | undefined) => {
    vi.useFakeTimers();
    page('<input name="first">');
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const root = createOverlayRoot();
    const view = (open: boolean) => (
      <Modal open={open} onClose={() => {}} label="Preferences" returnFocus={returnTo}>
        <button type="button">Save</button>
      </Modal>
    );
    root.render(view(true));
    opener.remove();
    root.render(view(false));
    // The hide's 600 ms fallback (jsdom runs no transition).
    vi.advanceTimersByTime(600);
    return root;
  };

  it('goes to the first focusable element of the main content by default', () => {
    const root = run();
    expect(document.activeElement).toBe(document.querySelector('input[name="first"]'));
    root.unmount();
  });

  it('goes where returnFocus says when that element is in the page', () => {
    const root = run(() => document.querySelector('footer a'));
    expect(document.activeElement).toBe(document.querySelector('footer a'));
    root.unmount();
  });
});
