// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogShim, settle } from '../../../tests/support/jsdom-dialog';
import { createOverlayRoot, getOverlayHost, isModalOpen, Modal, whenNoModalOpen } from '../src';

beforeAll(() => installDialogShim());

function renderModal(open: boolean) {
  const root = createOverlayRoot();
  const view = (isOpen: boolean) => (
    <Modal open={isOpen} onClose={() => {}} label="Drawer" hideFallbackMs={600}>
      <button type="button">Inside</button>
    </Modal>
  );
  root.render(view(open));
  return { root, render: (isOpen: boolean) => root.render(view(isOpen)) };
}

describe('isModalOpen and whenNoModalOpen', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('answers false on a page without the overlay host, and does not create it', () => {
    const callback = vi.fn();
    expect(isModalOpen()).toBe(false);
    whenNoModalOpen(callback);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(document.querySelector('tessera-overlays')).toBe(null);
  });

  it('calls back at once when the host holds only closed dialogs', () => {
    const modal = renderModal(false);
    const callback = vi.fn();
    expect(isModalOpen()).toBe(false);
    whenNoModalOpen(callback);
    expect(callback).toHaveBeenCalledTimes(1);
    modal.root.unmount();
  });

  it('waits while a Modal is open, through its hide, and calls back once it has closed', async () => {
    vi.useFakeTimers();
    const modal = renderModal(true);
    const callback = vi.fn();
    expect(isModalOpen()).toBe(true);
    whenNoModalOpen(callback);
    modal.render(false);
    await settle();
    // Still fading out: it counts as open until the hide ends.
    expect(isModalOpen()).toBe(true);
    expect(callback).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(600);
    await settle();
    expect(isModalOpen()).toBe(false);
    expect(callback).toHaveBeenCalledTimes(1);
    // It called back once: a Modal opening and closing again does not call it a second time.
    modal.render(true);
    modal.render(false);
    vi.advanceTimersByTime(600);
    await settle();
    expect(callback).toHaveBeenCalledTimes(1);
    modal.root.unmount();
  });

  it('waits for the last of two open modals, and for one unmounted while shown', async () => {
    const drawer = renderModal(true);
    const question = renderModal(true);
    const callback = vi.fn();
    whenNoModalOpen(callback);
    question.root.unmount();
    await settle();
    expect(callback).toHaveBeenCalledTimes(0);
    drawer.root.unmount();
    await settle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when cancelled', async () => {
    const modal = renderModal(true);
    const callback = vi.fn();
    const cancel = whenNoModalOpen(callback);
    cancel();
    modal.root.unmount();
    await settle();
    expect(callback).toHaveBeenCalledTimes(0);
  });

  it('reads the document it is given', () => {
    const other = document.implementation.createHTMLDocument('frame');
    const dialog = other.createElement('dialog');
    dialog.setAttribute('open', '');
    getOverlayHost(other).container.append(dialog);
    expect(isModalOpen(other)).toBe(true);
    expect(isModalOpen(document)).toBe(false);
  });
});
