/**
 * jsdom has HTMLDialogElement but not showModal/close (jsdom issue #3294). This shim gives the
 * attribute and event behaviour the kit relies on; focus, inertness and the top layer are
 * checked in real Chromium (*.browser.test.ts).
 */
export function installDialogShim(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __shim?: true };
  if (typeof proto.showModal === 'function') return;
  Object.assign(proto, {
    __shim: true,
    showModal(this: HTMLDialogElement) {
      if (this.hasAttribute('open')) throw new DOMException('already open', 'InvalidStateError');
      this.setAttribute('open', '');
    },
    show(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
  if (!('open' in proto)) {
    Object.defineProperty(proto, 'open', {
      get(this: HTMLDialogElement) {
        return this.hasAttribute('open');
      },
    });
  }
}

/** Lets the renderer's queued work run (React discrete updates, preact's debounced renders). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await Promise.resolve();
}
