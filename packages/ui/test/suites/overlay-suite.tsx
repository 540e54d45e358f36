/**
 * The overlay kit's behaviour in jsdom, written once and run under React 19
 * (overlays.react.test.tsx) and under preact/compat (overlays.preact.test.tsx), the renderer of
 * the script-tag build. Every time rule runs on fake timers.
 */
import { createEventBus, createPageEventBus, type TesseraEvents } from '@tessera/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogShim, settle } from '../../../../tests/support/jsdom-dialog';
import {
  alert,
  type CloseReason,
  ConfirmDialog,
  confirm,
  createDialog,
  createOverlayRoot,
  defaultMessages,
  dialogPartStyles,
  getOverlayHost,
  InfoDialog,
  info,
  installSystemErrorOverlay,
  Modal,
  type ModalProps,
  mountOverlay,
  Spinner,
  setMessages,
  Tooltip,
} from '../../src';
import { init } from '../../src/system-error';

installDialogShim();

const shadow = () => getOverlayHost().root;
const dialogs = () => [...shadow().querySelectorAll('dialog')];
const openDialogs = () => dialogs().filter((dialog) => dialog.open);
const only = (): HTMLDialogElement => {
  const list = openDialogs();
  expect(list).toHaveLength(1);
  return list[0]!;
};
const button = (selector: string): HTMLButtonElement => {
  const found = shadow().querySelector<HTMLButtonElement>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
};
const press = (target: Element, key: string, init: KeyboardEventInit = {}) =>
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
  );
const clickBackdrop = (dialog: HTMLDialogElement) => {
  dialog.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  dialog.dispatchEvent(new MouseEvent('click', { bubbles: true }));
};
/** jsdom has no TransitionEvent: an Event carrying its fields. */
const transitionEvent =
  (type: 'transitionrun' | 'transitionend') =>
  (fields: { bubbles?: boolean; propertyName?: string; pseudoElement?: string } = {}) =>
    Object.assign(new Event(type, { bubbles: fields.bubbles ?? false }), {
      propertyName: fields.propertyName ?? 'opacity',
      pseudoElement: fields.pseudoElement ?? '',
    });
const transitionRun = transitionEvent('transitionrun');
const transitionEnd = transitionEvent('transitionend');
const opener = () => {
  const element = document.createElement('button');
  element.textContent = 'open';
  document.body.append(element);
  element.focus();
  return element;
};

export function overlaySuite(renderer: string): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    // Every test cleans up what it mounted: nothing may be left in the host.
    const { container } = getOverlayHost();
    const left = [...container.children].map((child) => child.outerHTML);
    container.replaceChildren();
    document.body.replaceChildren();
    expect(left).toEqual([]);
  });

  describe(`Modal under ${renderer}`, () => {
    const renderModal = (props: Partial<ModalProps> = {}) => {
      const onClose = vi.fn<(reason: CloseReason) => void>();
      const onHidden = vi.fn();
      const root = createOverlayRoot({ name: 'test' });
      const render = (open: boolean, extra: Partial<ModalProps> = {}) =>
        root.render(
          <Modal
            open={open}
            onClose={onClose}
            onHidden={onHidden}
            label="Test"
            {...props}
            {...extra}
          >
            <p>Body</p>
            <button type="button" className="first">
              First
            </button>
            <button type="button" className="last">
              Last
            </button>
          </Modal>,
        );
      return { onClose, onHidden, root, render };
    };

    it('opens with showModal into the overlay host, labelled, focus in', () => {
      const trigger = opener();
      const { render, root } = renderModal();
      render(true);
      const dialog = only();
      expect(dialog.getAttribute('aria-label')).toBe('Test');
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(dialog.getAttribute('data-theme')).toBe('light');
      expect(dialog.getAttribute('part')).toBe('dialog');
      expect(shadow().activeElement).toBe(button('.first'));
      expect(document.activeElement).not.toBe(trigger);
      root.unmount();
    });

    it('has the default width 350 and the padding 20 (spec 001 §9)', () => {
      const { render, root } = renderModal();
      render(true);
      expect(only().style.getPropertyValue('--_width')).toBe('350px');
      const css = [...shadow().querySelectorAll('style')]
        .map((style) => style.textContent)
        .join('');
      expect(css).toContain('padding:var(--tessera-dialog-padding,20px)');
      root.unmount();
    });

    it('takes width, theme and labelledBy', () => {
      const { render, root } = renderModal({ width: 500, theme: 'dark', labelledBy: 'x' });
      render(true);
      const dialog = only();
      expect(dialog.style.getPropertyValue('--_width')).toBe('500px');
      expect(dialog.getAttribute('data-theme')).toBe('dark');
      expect(dialog.getAttribute('aria-labelledby')).toBe('x');
      expect(dialog.hasAttribute('aria-label')).toBe(false);
      root.unmount();
    });

    it('asks to close on Escape, overlay click and the close button, with the reason', () => {
      const { render, root, onClose } = renderModal();
      render(true);
      const dialog = only();
      const escapeKey = new KeyboardEvent('keydown', {
        key: 'Escape',
        bubbles: true,
        cancelable: true,
      });
      button('.first').dispatchEvent(escapeKey);
      expect(escapeKey.defaultPrevented).toBe(true);
      clickBackdrop(dialog);
      button('.close').click();
      expect(onClose.mock.calls).toEqual([['escape'], ['overlay'], ['close']]);
      // It stays open: the caller decides.
      expect(dialog.open).toBe(true);
      root.unmount();
    });

    it('does not take a click inside, or a drag that ends on the backdrop, for an overlay click', () => {
      const { render, root, onClose } = renderModal();
      render(true);
      const dialog = only();
      button('.first').click();
      shadow()
        .querySelector('p')!
        .dispatchEvent(new Event('pointerdown', { bubbles: true }));
      dialog.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      expect(onClose).not.toHaveBeenCalled();
      root.unmount();
    });

    it('takes a cancel event (close request without keydown) as escape, once', () => {
      const { render, root, onClose } = renderModal();
      render(true);
      const dialog = only();
      const cancel = new Event('cancel', { cancelable: true });
      dialog.dispatchEvent(cancel);
      expect(cancel.defaultPrevented).toBe(true);
      press(dialog, 'Escape');
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
      expect(onClose.mock.calls).toEqual([['escape'], ['escape']]);
      root.unmount();
    });

    it('a close request after an Escape-closed showing reopens is not swallowed', () => {
      const { render, root, onClose } = renderModal();
      render(true);
      press(only(), 'Escape');
      render(false);
      vi.advanceTimersByTime(600);
      render(true);
      only().dispatchEvent(new Event('cancel', { cancelable: true }));
      expect(onClose.mock.calls).toEqual([['escape'], ['escape']]);
      root.unmount();
    });

    it('wraps Tab inside: last -> first, Shift+Tab first -> last', () => {
      const { render, root } = renderModal({ closeButton: false });
      render(true);
      button('.last').focus();
      const forward = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
      button('.last').dispatchEvent(forward);
      expect(forward.defaultPrevented).toBe(true);
      expect(shadow().activeElement).toBe(button('.first'));
      press(button('.first'), 'Tab', { shiftKey: true });
      expect(shadow().activeElement).toBe(button('.last'));
      button('.first').focus();
      const middle = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
      button('.first').dispatchEvent(middle);
      expect(middle.defaultPrevented).toBe(false);
      root.unmount();
    });

    it('hides after the transition ends, returns focus to the opener, reports hidden', () => {
      const trigger = opener();
      const { render, root, onHidden } = renderModal();
      render(true);
      const dialog = only();
      render(false);
      expect(dialog.getAttribute('data-state')).toBe('closing');
      expect(dialog.open).toBe(true);
      dialog.dispatchEvent(transitionRun());
      expect(dialog.open).toBe(true);
      dialog.dispatchEvent(transitionEnd());
      expect(dialog.open).toBe(false);
      expect(onHidden).toHaveBeenCalledTimes(1);
      expect(document.activeElement).toBe(trigger);
      root.unmount();
    });

    it('ignores a stale transitionend, one from inside, from the backdrop or of another property', () => {
      const { render, root, onHidden } = renderModal();
      render(true);
      const dialog = only();
      render(false);
      // The fade-in's end, still queued when the hide began, is not the hide's end.
      dialog.dispatchEvent(transitionEnd());
      dialog.dispatchEvent(transitionRun());
      button('.first').dispatchEvent(transitionEnd({ bubbles: true }));
      dialog.dispatchEvent(transitionEnd({ pseudoElement: '::backdrop' }));
      dialog.dispatchEvent(transitionEnd({ propertyName: 'transform' }));
      expect(onHidden).not.toHaveBeenCalled();
      vi.advanceTimersByTime(600);
      expect(onHidden).toHaveBeenCalledTimes(1);
      root.unmount();
    });

    it('closes after the 600 ms fallback when no transitionend comes (spec 001 §4)', () => {
      const trigger = opener();
      const { render, root, onHidden } = renderModal();
      render(true);
      const dialog = only();
      render(false);
      vi.advanceTimersByTime(599);
      expect(dialog.open).toBe(true);
      expect(onHidden).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(dialog.open).toBe(false);
      expect(onHidden).toHaveBeenCalledTimes(1);
      expect(document.activeElement).toBe(trigger);
      root.unmount();
    });

    it('reopening while hiding cancels the hide', () => {
      const { render, root, onHidden } = renderModal();
      render(true);
      render(false);
      vi.advanceTimersByTime(300);
      render(true);
      vi.advanceTimersByTime(1000);
      expect(only().getAttribute('data-state')).toBe('open');
      expect(onHidden).not.toHaveBeenCalled();
      root.unmount();
    });

    it('hides at once under prefers-reduced-motion', () => {
      const matchMedia = vi.fn((query: string) => ({ matches: query.includes('reduce') }));
      vi.stubGlobal('matchMedia', matchMedia);
      try {
        const { render, root, onHidden } = renderModal();
        render(true);
        const dialog = only();
        render(false);
        expect(dialog.open).toBe(false);
        expect(onHidden).toHaveBeenCalledTimes(1);
        expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
        root.unmount();
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('unmounted while open: closes and gives focus back, no timer left', () => {
      const trigger = opener();
      const { render, root, onHidden } = renderModal();
      render(true);
      const dialog = only();
      render(false);
      root.unmount();
      expect(dialog.open).toBe(false);
      expect(document.activeElement).toBe(trigger);
      // The cancelled 600 ms fallback never fires.
      vi.runAllTimers();
      expect(onHidden).not.toHaveBeenCalled();
    });
  });

  describe(`confirm, alert, info under ${renderer}`, () => {
    it('confirm resolves with the button pressed, shown then hidden then destroyed', async () => {
      const trigger = opener();
      const answer = confirm({
        title: 'Delete?',
        message: 'This cannot be undone.',
        style: 'confirm-or-reject',
      });
      const dialog = only();
      expect(dialog.getAttribute('role')).toBe('alertdialog');
      const title = shadow().getElementById(dialog.getAttribute('aria-labelledby')!);
      expect(title?.textContent).toBe('Delete?');
      const message = shadow().getElementById(dialog.getAttribute('aria-describedby')!);
      expect(message?.textContent).toBe('This cannot be undone.');
      expect([...dialog.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
        'No',
        'Yes',
      ]);
      button('[data-outcome=reject]').click();
      await settle();
      await expect(answer).resolves.toBe('reject');
      expect(dialog.getAttribute('data-state')).toBe('closing');
      vi.advanceTimersByTime(600);
      expect(dialog.isConnected).toBe(false);
      expect(document.activeElement).toBe(trigger);
    });

    it.each([
      ['confirm-or-cancel', ['Cancel', 'Confirm']],
      ['confirm-only', ['OK']],
      ['no-buttons', []],
    ] as const)('style %s shows %j', async (style, labels) => {
      const answer = confirm({ title: 'T', style });
      const dialog = only();
      expect([...dialog.querySelectorAll('.button')].map((b) => b.textContent)).toEqual(labels);
      press(dialog, 'Escape');
      await expect(answer).resolves.toBe('cancel');
      vi.advanceTimersByTime(600);
    });

    it('Escape and an overlay click cancel (spec 001 §4)', async () => {
      const first = confirm({ title: 'A' });
      press(only(), 'Escape');
      await expect(first).resolves.toBe('cancel');
      vi.advanceTimersByTime(600);
      const second = confirm({ title: 'B' });
      clickBackdrop(only());
      await expect(second).resolves.toBe('cancel');
      vi.advanceTimersByTime(600);
    });

    it('the first answer wins', async () => {
      const answer = confirm({ title: 'A' });
      button('[data-outcome=confirm]').click();
      press(openDialogs()[0] ?? dialogs()[0]!, 'Escape');
      await expect(answer).resolves.toBe('confirm');
      vi.advanceTimersByTime(600);
    });

    it('alert has one OK button and resolves confirm', async () => {
      const answer = alert({
        title: 'Logout Successful',
        message: 'You have been successfully logged out.',
      });
      expect([...only().querySelectorAll('.button')].map((b) => b.textContent)).toEqual(['OK']);
      button('[data-outcome=confirm]').click();
      await expect(answer).resolves.toBe('confirm');
      vi.advanceTimersByTime(600);
    });

    it('info hides itself after exactly 2000 ms, counting as confirm (spec 001 §4)', async () => {
      const outcome = vi.fn();
      void info({ message: 'Saved' }).then(outcome);
      const dialog = only();
      expect(dialog.querySelectorAll('.button')).toHaveLength(0);
      const name = shadow().getElementById(dialog.getAttribute('aria-labelledby')!);
      expect(name?.textContent).toBe('Saved');
      vi.advanceTimersByTime(1999);
      await settle();
      expect(outcome).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      await settle();
      expect(outcome).toHaveBeenCalledWith('confirm');
      expect(dialog.getAttribute('data-state')).toBe('closing');
      vi.advanceTimersByTime(600);
      expect(dialog.isConnected).toBe(false);
    });

    it('a dialog without a title is named by its message, a React node too', async () => {
      const answer = confirm({ message: <strong>Remove the item?</strong> });
      const dialog = only();
      const name = shadow().getElementById(dialog.getAttribute('aria-labelledby') ?? '');
      expect(name?.textContent).toBe('Remove the item?');
      expect(dialog.hasAttribute('aria-describedby')).toBe(false);
      press(dialog, 'Escape');
      await answer;
      vi.advanceTimersByTime(600);
    });

    it('info cancelled by its close button before 2000 ms resolves cancel', async () => {
      const answer = info({ message: 'Saved' });
      vi.advanceTimersByTime(1000);
      button('.close').click();
      await expect(answer).resolves.toBe('cancel');
      vi.advanceTimersByTime(5000);
      expect(dialogs()).toHaveLength(0);
    });

    it('takes width, theme and labels', async () => {
      const answer = confirm({
        title: 'T',
        width: 420,
        theme: 'dark',
        labels: { confirm: 'Delete' },
      });
      const dialog = only();
      expect(dialog.style.getPropertyValue('--_width')).toBe('420px');
      expect(dialog.getAttribute('data-theme')).toBe('dark');
      expect(button('[data-outcome=confirm]').textContent).toBe('Delete');
      press(dialog, 'Escape');
      await answer;
      vi.advanceTimersByTime(600);
    });

    it('with destroyOnHide false it stays hidden and shows again', async () => {
      const handle = createDialog({ title: 'Again', destroyOnHide: false });
      const first = handle.show();
      button('[data-outcome=confirm]').click();
      await expect(first).resolves.toBe('confirm');
      vi.advanceTimersByTime(600);
      expect(handle.state).toBe('hidden');
      expect(dialogs()).toHaveLength(1);
      expect(openDialogs()).toHaveLength(0);
      const second = handle.show();
      expect(only()).toBe(dialogs()[0]);
      button('[data-outcome=cancel]').click();
      await expect(second).resolves.toBe('cancel');
      vi.advanceTimersByTime(600);
      handle.destroy();
      expect(handle.state).toBe('destroyed');
      expect(dialogs()).toHaveLength(0);
      await expect(handle.show()).resolves.toBe('cancel');
    });

    it('destroy while shown resolves cancel and removes it', async () => {
      const handle = createDialog({ title: 'Gone' });
      const answer = handle.show();
      handle.destroy();
      await expect(answer).resolves.toBe('cancel');
      expect(dialogs()).toHaveLength(0);
    });

    it('uses the translated catalogue', async () => {
      setMessages({ ok: 'Oké' });
      try {
        const answer = alert({ title: 'T' });
        expect(button('[data-outcome=confirm]').textContent).toBe('Oké');
        press(only(), 'Escape');
        await answer;
        vi.advanceTimersByTime(600);
      } finally {
        setMessages(defaultMessages);
      }
    });
  });

  describe(`React components under ${renderer}`, () => {
    it('ConfirmDialog is controlled and reports its answer', () => {
      const onSettle = vi.fn();
      const onHidden = vi.fn();
      const root = createOverlayRoot();
      const view = (open: boolean) => (
        <ConfirmDialog open={open} title="Q" onSettle={onSettle} onHidden={onHidden} />
      );
      root.render(view(true));
      button('[data-outcome=confirm]').click();
      expect(onSettle).toHaveBeenCalledWith('confirm');
      root.render(view(false));
      vi.advanceTimersByTime(600);
      expect(onHidden).toHaveBeenCalledTimes(1);
      root.unmount();
    });

    it("a Modal adopts its own styles only; ConfirmDialog adds the kit dialogs' lines and buttons", () => {
      const doc = document.implementation.createHTMLDocument('styles');
      // Without constructable sheets (jsdom) each sheet is a <style data-key>, prepended.
      const keys = () =>
        [...getOverlayHost(doc).root.querySelectorAll('style')].map((style) =>
          style.getAttribute('data-key'),
        );
      const root = createOverlayRoot({ document: doc });
      root.render(
        <Modal open onClose={() => {}} label="Plain" document={doc}>
          <p>Body</p>
        </Modal>,
      );
      expect(keys()).toEqual(['modal', 'theme', 'host']);
      root.render(<ConfirmDialog open title="Q" onSettle={() => {}} document={doc} />);
      expect(keys()).toEqual(['dialog-parts', 'modal', 'theme', 'host']);
      const parts = getOverlayHost(doc).root.querySelector('style[data-key=dialog-parts]');
      expect(parts?.textContent).toBe(dialogPartStyles);
      root.unmount();
    });

    it('InfoDialog settles confirm at 2000 ms', () => {
      const onSettle = vi.fn();
      const unmount = mountOverlay(<InfoDialog open title="Saved" onSettle={onSettle} />);
      vi.advanceTimersByTime(1999);
      expect(onSettle).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onSettle).toHaveBeenCalledWith('confirm');
      unmount();
    });

    it('mountOverlay renders at once into the host and unmounts once', () => {
      const unmount = mountOverlay(<p className="probe">hi</p>, { name: 'probe' });
      const mounted = getOverlayHost().container.querySelector('[data-overlay="probe"]');
      expect(mounted?.querySelector('.probe')?.textContent).toBe('hi');
      unmount();
      unmount();
      expect(mounted?.isConnected).toBe(false);
    });

    it('Spinner is a status with an accessible name, still under reduced motion', () => {
      const unmount = mountOverlay(<Spinner size={40} />);
      const status = shadow().querySelector('[role=status]');
      expect(status?.getAttribute('aria-label')).toBe('Loading');
      expect(status?.querySelector('svg')?.getAttribute('width')).toBe('40');
      expect(status?.querySelector('animateTransform')).not.toBeNull();
      unmount();
      vi.stubGlobal('matchMedia', () => ({ matches: true }));
      try {
        const again = mountOverlay(<Spinner label="Saving" />);
        const still = shadow().querySelector('[role=status]');
        expect(still?.getAttribute('aria-label')).toBe('Saving');
        expect(still?.querySelector('animateTransform')).toBeNull();
        again();
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('a Modal in an app rendered in the page portals into the host and gets its events', () => {
      const place = document.createElement('div');
      document.body.append(place);
      const onClose = vi.fn();
      const app = createRootIn(place);
      app.render(
        <section>
          <Modal open onClose={onClose} label="From the app">
            <button type="button" className="inside">
              Inside
            </button>
          </Modal>
        </section>,
      );
      expect(place.querySelector('dialog')).toBeNull();
      const dialog = only();
      expect(dialog.getRootNode()).toBe(shadow());
      button('.close').click();
      press(button('.inside'), 'Escape');
      expect(onClose.mock.calls).toEqual([['close'], ['escape']]);
      app.unmount();
      expect(dialogs()).toHaveLength(0);
    });

    it('Tooltip attaches to its child and shows after 1200 ms', () => {
      const place = document.createElement('div');
      document.body.append(place);
      // Rendered in the page: the anchor is the site's element, the bubble goes to the host.
      const app = createRootIn(place);
      app.render(
        <Tooltip text="Helpful">
          <button type="button" id="anchor">
            ?
          </button>
        </Tooltip>,
      );
      const anchor = document.getElementById('anchor')!;
      expect(anchor.getAttribute('aria-description')).toBe('Helpful');
      anchor.dispatchEvent(new Event('pointerenter'));
      vi.advanceTimersByTime(1199);
      expect(shadow().querySelector('.tooltip')).toBeNull();
      vi.advanceTimersByTime(1);
      const tip = shadow().querySelector('.tooltip');
      expect(tip?.textContent).toBe('Helpful');
      expect(tip?.getAttribute('data-state')).toBe('open');
      app.unmount();
      expect(shadow().querySelector('.tooltip')).toBeNull();
      expect(anchor.isConnected).toBe(false);
    });
  });

  describe(`system error overlay under ${renderer}`, () => {
    const setup = () => {
      const events = createEventBus<TesseraEvents>();
      const onReload = vi.fn();
      const destroy = installSystemErrorOverlay(events, { onReload });
      return { events, onReload, destroy };
    };

    it("shows 'Something Went Wrong!' with the logged note and both buttons", () => {
      const { events, destroy } = setup();
      events.emit('system-error', { kind: 'logged' });
      const dialog = only();
      expect(dialog.getAttribute('role')).toBe('alertdialog');
      expect(dialog.querySelector('.title')?.textContent).toBe('Something Went Wrong!');
      expect(dialog.querySelector('.message')?.textContent).toBe('This error has been logged.');
      expect([...dialog.querySelectorAll('.button')].map((b) => b.textContent)).toEqual([
        'Clear',
        'Reload Page',
      ]);
      destroy();
      expect(dialogs()).toHaveLength(0);
    });

    it('shows the network message, or the url, format and error text', () => {
      const { events, destroy } = setup();
      events.emit('system-error', { kind: 'network', message: 'Unable to connect…' });
      expect(only().querySelector('.message')?.textContent).toBe('Unable to connect…');
      events.emit('system-error', { kind: 'format', url: '/api/a', format: 'json', error: 'bad' });
      expect([...only().querySelectorAll('.line')].map((line) => line.textContent)).toEqual([
        'URL: /api/a',
        'Format: json',
        'Error: bad',
      ]);
      destroy();
    });

    it('Reload Page reloads; Clear hides and removes it', () => {
      const { events, onReload, destroy } = setup();
      events.emit('system-error', { kind: 'logged' });
      button('[data-action=reload]').click();
      expect(onReload).toHaveBeenCalledTimes(1);
      button('[data-action=clear]').click();
      vi.advanceTimersByTime(600);
      expect(dialogs()).toHaveLength(0);
      events.emit('system-error', { kind: 'network', message: 'again' });
      expect(only().querySelector('.message')?.textContent).toBe('again');
      press(only(), 'Escape');
      vi.advanceTimersByTime(600);
      expect(dialogs()).toHaveLength(0);
      destroy();
    });

    it('field-errors opens a dialog listing the field messages', async () => {
      const { events, destroy } = setup();
      events.emit('field-errors', {
        url: '/api/form/SaveFormSubmission',
        errors: { 'email-1': 'Email is not valid.', 'name-2': 'Required' },
      });
      const dialog = only();
      expect(dialog.querySelector('.title')?.textContent).toBe(
        'One or more fields is invalid, please check your entries.',
      );
      expect([...dialog.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
        'Email is not valid.',
        'Required',
      ]);
      events.emit('field-errors', { url: '/x', errors: { a: 'Newer' } });
      expect(only().querySelector('li')?.textContent).toBe('Newer');
      button('[data-outcome=confirm]').click();
      await settle();
      vi.advanceTimersByTime(600);
      expect(dialogs()).toHaveLength(0);
      destroy();
    });

    it('destroy during the field-errors fade-out removes it at once, no timer left', async () => {
      const { events, destroy } = setup();
      events.emit('field-errors', { url: '/x', errors: { a: 'A' } });
      button('[data-outcome=confirm]').click();
      await settle();
      expect(only().getAttribute('data-state')).toBe('closing');
      destroy();
      expect(dialogs()).toHaveLength(0);
      expect(vi.getTimerCount()).toBe(0);
    });

    it('shows the title and buttons for an unknown error kind rather than failing', () => {
      const { events, destroy } = setup();
      events.emit('system-error', { kind: 'other' } as unknown as TesseraEvents['system-error']);
      const dialog = only();
      expect(dialog.querySelector('.title')?.textContent).toBe('Something Went Wrong!');
      expect(dialog.querySelectorAll('.line')).toHaveLength(0);
      expect(dialog.querySelectorAll('.button')).toHaveLength(2);
      destroy();
    });

    it('destroy stops listening and leaves nothing', () => {
      const { events, destroy } = setup();
      events.emit('field-errors', { url: '/x', errors: { a: 'A' } });
      events.emit('system-error', { kind: 'logged' });
      destroy();
      expect(dialogs()).toHaveLength(0);
      events.emit('system-error', { kind: 'logged' });
      events.emit('field-errors', { url: '/x', errors: { a: 'A' } });
      expect(dialogs()).toHaveLength(0);
      expect(vi.getTimerCount()).toBe(0);
    });

    it('shows an error the runtime raised before the kit loaded (the bus keeps it)', () => {
      const events = createPageEventBus();
      events.emit('system-error', { kind: 'network', message: 'early' });
      const destroy = installSystemErrorOverlay(events);
      expect(only().querySelector('.message')?.textContent).toBe('early');
      destroy();
    });

    it('the page feature module inits from the block context', () => {
      const events = createEventBus<TesseraEvents>();
      const destroy = init(document.body, { events });
      events.emit('system-error', { kind: 'logged' });
      expect(only().querySelector('.title')?.textContent).toBe('Something Went Wrong!');
      destroy();
      expect(dialogs()).toHaveLength(0);
    });
  });
}

import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/** A root in the site's own DOM (not the host), for components anchored to site elements. */
function createRootIn(element: HTMLElement) {
  const root = createRoot(element);
  return {
    render: (node: ReactNode) => flushSync(() => root.render(node)),
    unmount: () => {
      root.unmount();
      element.remove();
    },
  };
}
