// @vitest-environment jsdom
/**
 * `<Lightbox open index slides onClose>` from @tessera/lightbox/react in jsdom (fake timers),
 * against React 19 (unit project) and React 18 (react18 project): the app owns `open` and
 * `index`; the view keeps its fades (0.3 s + 0.6 s in, 0.6 s out at most) and gives focus back.
 * Chromium checks keyboard, focus and axe for real in tests/e2e/react-lightbox.test.ts.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogShim } from '../../../tests/support/jsdom-dialog';
import { Lightbox, type LightboxItem } from '../src/react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const slides: LightboxItem[] = ['dunes', 'harbour', 'canyon'].map((id) => ({
  src: `/img/${id}.jpg`,
  alt: id,
  id,
  width: 1600,
  height: 1000,
}));

const events: string[] = [];

/** An app as its README shows it: a button opens, the app keeps open and index in state. */
function App({ start = 0 }: { start?: number }) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(start);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" onClick={() => setIndex(2)}>
        Third
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        Dismiss
      </button>
      <Lightbox
        open={open}
        index={index}
        slides={slides}
        options={{ mobile: false }}
        onClose={() => {
          events.push('close');
          setOpen(false);
        }}
        onIndexChange={(to) => {
          events.push(`index ${to}`);
          setIndex(to);
        }}
        onClosed={() => events.push('closed')}
      />
    </>
  );
}

const shadow = () => document.querySelector('tessera-overlays')?.shadowRoot ?? null;
const $ = (selector: string) => shadow()?.querySelector<HTMLElement>(selector) ?? null;
const count = () => $('.count')?.textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function openFully() {
  act(() => {
    screen.getByRole('button', { name: 'Open' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  });
  advance(300);
  advance(600);
}

function pressKey(key: string) {
  act(() => {
    (shadow()!.activeElement ?? $('.lightbox'))!.dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
    );
  });
}

beforeAll(installDialogShim);
beforeEach(() => {
  events.length = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
});
afterEach(() => {
  cleanup();
  document.querySelector('tessera-overlays')?.remove();
  vi.useRealTimers();
});

describe('<Lightbox> from @tessera/lightbox/react', () => {
  it('renders nothing while closed', () => {
    render(<App />);
    expect(shadow()?.querySelector('dialog') ?? null).toBeNull();
  });

  it('opens as a modal dialog at the app’s index', () => {
    render(<App start={1} />);
    openFully();
    expect(($('dialog') as HTMLDialogElement).open).toBe(true);
    expect($('dialog')!.getAttribute('aria-label')).toEqual('Image viewer');
    expect(count()).toEqual('2 of 3');
  });

  it('tells the app of each slide change, and follows a new index from the app', () => {
    render(<App />);
    openFully();
    pressKey('ArrowRight');
    expect(count()).toEqual('2 of 3');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Third', hidden: true })));
    expect(count()).toEqual('3 of 3');
    expect(events).toEqual(['index 1', 'index 2']);
  });

  it('Escape asks the app to close; the view fades out, then focus returns to the opener', () => {
    render(<App />);
    openFully();
    pressKey('Escape');
    expect(events).toEqual(['close']);
    expect($('.lightbox')!.dataset.phase).toEqual('closing');
    advance(600);
    expect($('.lightbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
    expect(events).toEqual(['close', 'closed']);
  });

  it('closes when the app sets open to false, even during the opening fade', () => {
    render(<App />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Open' })));
    advance(300);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Dismiss', hidden: true })));
    expect($('.lightbox')!.dataset.phase).toEqual('closing');
    advance(600);
    expect($('.lightbox')).toBeNull();
    expect(events).toEqual(['closed']);
  });

  it('opens afresh after a close, at the index the app then holds', () => {
    render(<App />);
    openFully();
    pressKey('ArrowRight');
    pressKey('Escape');
    advance(600);
    openFully();
    expect(count()).toEqual('2 of 3');
    expect($('.lightbox')!.dataset.phase).toEqual('open');
  });

  it('shows one dialog under StrictMode', () => {
    render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    openFully();
    expect(shadow()!.querySelectorAll('dialog')).toHaveLength(1);
    pressKey('ArrowRight');
    expect(count()).toEqual('2 of 3');
  });
});
