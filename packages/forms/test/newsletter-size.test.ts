// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createFormController,
  isSmallNewsletter,
  NEWSLETTER_SMALL_BELOW_PX,
  resolveFormOptions,
  watchNewsletterSize,
} from '../src';
import { fakeBackend } from './fake-backend';
import { contactFormHtml, mount } from './fixtures';

/** A ResizeObserver the test drives: `resize(width)` reports a new content width. */
function fakeObserver() {
  const observers: Array<{ callback: ResizeObserverCallback; targets: Element[] }> = [];
  class FakeResizeObserver {
    private record: { callback: ResizeObserverCallback; targets: Element[] };
    constructor(callback: ResizeObserverCallback) {
      this.record = { callback, targets: [] };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.record.targets = [];
    }
  }
  return {
    Observer: FakeResizeObserver as unknown as typeof ResizeObserver,
    observed: () => observers.flatMap((observer) => observer.targets),
    resize(width: number) {
      for (const { callback, targets } of observers) {
        callback(
          targets.map((target) => ({ target, contentRect: { width } }) as ResizeObserverEntry),
          {} as ResizeObserver,
        );
      }
    },
  };
}

const SMALL = 'tessera-newsletter--small';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('newsletter small container (spec 002 §9: 320 px)', () => {
  it('small below 320 px, not at 320, not when not laid out', () => {
    expect(NEWSLETTER_SMALL_BELOW_PX).toBe(320);
    expect(isSmallNewsletter(319)).toBe(true);
    expect(isSmallNewsletter(320)).toBe(false);
    expect(isSmallNewsletter(0)).toBe(false);
  });

  it('follows the width as it changes, and the cleanup removes class and observer', () => {
    const element = mount('<form></form>');
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ width: 300 } as DOMRect);
    const resize = fakeObserver();
    const cleanup = watchNewsletterSize(element, resize.Observer);
    expect(element.classList.contains(SMALL)).toBe(true);
    resize.resize(320);
    expect(element.classList.contains(SMALL)).toBe(false);
    resize.resize(200);
    expect(element.classList.contains(SMALL)).toBe(true);
    cleanup();
    expect(element.classList.contains(SMALL)).toBe(false);
    expect(resize.observed()).toEqual([]);
  });

  it('without a ResizeObserver: measured once', () => {
    const element = mount('<form></form>');
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ width: 250 } as DOMRect);
    watchNewsletterSize(element, undefined);
    expect(element.classList.contains(SMALL)).toBe(true);
  });

  it('the controller watches newsletter forms only, and stops on destroy', () => {
    const resize = fakeObserver();
    vi.stubGlobal('ResizeObserver', resize.Observer);
    for (const newsletter of [true, false]) {
      const form = mount(contactFormHtml) as HTMLFormElement;
      vi.spyOn(form, 'getBoundingClientRect').mockReturnValue({ width: 280 } as DOMRect);
      const controller = createFormController(
        form,
        resolveFormOptions({ formId: 'newsletter', newsletter }),
        { api: fakeBackend().api, pageContext: {}, readCookie: () => undefined },
      );
      expect(form.classList.contains(SMALL)).toBe(newsletter);
      expect(resize.observed()).toEqual(newsletter ? [form] : []);
      controller.destroy();
      expect(form.classList.contains(SMALL)).toBe(false);
      expect(resize.observed()).toEqual([]);
    }
  });
});
