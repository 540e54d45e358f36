// @vitest-environment jsdom
import { Component, StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { installDialogShim } from '../../../tests/support/jsdom-dialog';
import { createOverlayRoot, getOverlayHost, Modal } from '../src';
import { overlaySuite } from './suites/overlay-suite';

it('runs on React itself', async () => {
  const preact = await import('preact/compat');
  expect(Component).not.toBe(preact.Component);
});

overlaySuite('React 19');

describe('Modal under StrictMode (double mount)', () => {
  it('opens once, listens once, and still returns focus', () => {
    installDialogShim();
    vi.useFakeTimers();
    const trigger = document.createElement('button');
    document.body.append(trigger);
    trigger.focus();
    const onClose = vi.fn();
    const root = createOverlayRoot();
    const view = (open: boolean) => (
      <StrictMode>
        <Modal open={open} onClose={onClose} label="Strict">
          <button type="button">Inside</button>
        </Modal>
      </StrictMode>
    );
    root.render(view(true));
    const shadow = getOverlayHost().root;
    const dialogs = shadow.querySelectorAll('dialog');
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]?.open).toBe(true);
    expect(shadow.activeElement?.textContent).toBe('Inside');
    dialogs[0]?.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
    root.render(view(false));
    vi.advanceTimersByTime(600);
    expect(dialogs[0]?.open).toBe(false);
    expect(document.activeElement).toBe(trigger);
    root.unmount();
    vi.useRealTimers();
  });
});
