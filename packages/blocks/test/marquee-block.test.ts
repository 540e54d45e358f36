// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { init, MARQUEE_STATE_ATTRIBUTE } from '../src/marquee/marquee-block';

/** A matchMedia whose reduced-motion answer the test flips, firing `change`. */
function fakeReducedMotion(initially: boolean) {
  const media = Object.assign(new EventTarget(), { matches: initially, media: '' });
  window.matchMedia = vi.fn(() => media as unknown as MediaQueryList);
  return (matches: boolean) => {
    media.matches = matches;
    media.dispatchEvent(new Event('change'));
  };
}

/** An IntersectionObserver the test drives. */
function fakeIntersection() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class Fake {
    targets: Element[] = [];
    constructor(public callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  return (isIntersecting: boolean) => {
    for (const observer of observers) {
      for (const target of observer.targets) {
        const entry = { isIntersecting, target } as IntersectionObserverEntry;
        observer.callback([entry], observer as unknown as IntersectionObserver);
      }
    }
  };
}

function mount(config = '{}', text = 'Fresh bread every morning') {
  document.body.innerHTML = `<div data-block="marquee" data-block-config='${config}'><p>${text}</p></div>`;
  return document.querySelector<HTMLElement>('[data-block="marquee"]')!;
}

const offset = (element: HTMLElement) =>
  element.querySelector('textPath')?.getAttribute('startOffset');

describe('marquee block', () => {
  let setReducedMotion: (matches: boolean) => void;
  let setVisible: (visible: boolean) => void;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    setReducedMotion = fakeReducedMotion(false);
    setVisible = fakeIntersection();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('draws the text along a path, hidden from screen readers, and keeps the text once', () => {
    const element = mount();
    const destroy = init(element);
    const svg = element.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    const path = svg.querySelector('path')!;
    expect(svg.querySelector('textPath')!.getAttribute('href')).toBe(`#${path.id}`);
    expect(svg.querySelector('textPath')!.textContent).toContain('Fresh bread every morning');
    const p = element.querySelector('p')!;
    expect([p.style.position, p.style.clipPath, p.textContent]).toEqual([
      'absolute',
      'inset(50%)',
      'Fresh bread every morning',
    ]);
    // What assistive technology reads: the server's text and the button, not the copies.
    const readable = [...element.querySelectorAll(':scope > :not([aria-hidden="true"])')];
    expect(readable.map((node) => node.textContent)).toEqual([
      'Fresh bread every morning',
      'Pause',
    ]);
    destroy();
    expect(element.outerHTML).toBe(
      `<div data-block="marquee" data-block-config="{}"><p>Fresh bread every morning</p></div>`,
    );
  });

  it('stays stopped until it intersects the viewport, then moves left at 50 px/s', () => {
    const element = mount();
    const destroy = init(element);
    expect(element.getAttribute(MARQUEE_STATE_ATTRIBUTE)).toBe('stopped');
    vi.advanceTimersByTime(1000);
    expect(offset(element)).toBe('0');
    setVisible(true);
    expect(element.getAttribute(MARQUEE_STATE_ATTRIBUTE)).toBe('running');
    vi.advanceTimersByTime(16); // the first frame only notes the time
    vi.advanceTimersByTime(1000);
    expect(Number(offset(element))).toBeCloseTo(-50, 0);
    setVisible(false);
    expect(element.getAttribute(MARQUEE_STATE_ATTRIBUTE)).toBe('stopped');
    const stoppedAt = offset(element);
    vi.advanceTimersByTime(1000);
    expect(offset(element)).toBe(stoppedAt);
    destroy();
  });

  it('moves right with animationDirection right and twice as fast at speed 2', () => {
    const element = mount('{"animationDirection":"right","animationSpeed":2}');
    const destroy = init(element);
    setVisible(true);
    vi.advanceTimersByTime(16);
    vi.advanceTimersByTime(500);
    const phase = -Number(offset(element));
    // One copy is 27 characters × 0.6 em × 16 px in jsdom: 259.2 px; right wraps below 0.
    expect(phase).toBeCloseTo(259.2 - 50, 0);
    destroy();
  });

  it('stops under reduced motion and starts again when the preference changes', () => {
    setReducedMotion = fakeReducedMotion(true);
    const element = mount();
    const destroy = init(element);
    setVisible(true);
    expect(element.getAttribute(MARQUEE_STATE_ATTRIBUTE)).toBe('stopped');
    vi.advanceTimersByTime(1000);
    expect(offset(element)).toBe('0');
    setReducedMotion(false);
    expect(element.getAttribute(MARQUEE_STATE_ATTRIBUTE)).toBe('running');
    setReducedMotion(true);
    expect(element.getAttribute(MARQUEE_STATE_ATTRIBUTE)).toBe('stopped');
    destroy();
  });

  it('the pause button pauses and resumes, with aria-pressed (WCAG 2.2.2)', () => {
    const element = mount();
    const destroy = init(element);
    setVisible(true);
    const button = element.querySelector('button')!;
    expect([button.type, button.textContent, button.getAttribute('aria-pressed')]).toEqual([
      'button',
      'Pause',
      'false',
    ]);
    button.click();
    expect([
      button.getAttribute('aria-pressed'),
      element.getAttribute(MARQUEE_STATE_ATTRIBUTE),
    ]).toEqual(['true', 'stopped']);
    button.click();
    expect([
      button.getAttribute('aria-pressed'),
      element.getAttribute(MARQUEE_STATE_ATTRIBUTE),
    ]).toEqual(['false', 'running']);
    destroy();
  });

  it('hover pauses only with pausedOnHover', () => {
    for (const [config, whileHovered] of [
      ['{}', 'running'],
      ['{"pausedOnHover":true}', 'stopped'],
    ]) {
      const element = mount(config);
      const destroy = init(element);
      setVisible(true);
      element.dispatchEvent(new Event('pointerenter'));
      expect(element.getAttribute(MARQUEE_STATE_ATTRIBUTE)).toBe(whileHovered);
      element.dispatchEvent(new Event('pointerleave'));
      expect(element.getAttribute(MARQUEE_STATE_ATTRIBUTE)).toBe('running');
      destroy();
    }
  });

  it('refuses a wrong-typed prop with one warning naming the block, markup untouched', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = mount('{"animationDirection":"up"}');
    const before = element.outerHTML;
    init(element)();
    expect(element.outerHTML).toBe(before);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[tessera] marquee: animationDirection must be "left" or "right", got "up"',
    ]);
    warn.mockRestore();
  });

  it("keeps the text element's own style and gives it back on destroy", () => {
    document.body.innerHTML = `<div data-block="marquee"><p style="margin: 0px; color: red">Hello</p></div>`;
    const element = document.querySelector<HTMLElement>('[data-block="marquee"]')!;
    const p = element.querySelector('p')!;
    const destroy = init(element);
    expect([p.style.margin, p.style.color, p.style.position, p.style.width]).toEqual([
      '-1px',
      'red',
      'absolute',
      '1px',
    ]);
    destroy();
    expect(p.getAttribute('style')).toBe('margin: 0px; color: red');
  });

  it('warns when there is no text', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = mount('{}', '   ');
    init(element)();
    expect(element.querySelector('svg')).toBeNull();
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[tessera] marquee: no text to show: the block needs one element holding its text',
    ]);
    warn.mockRestore();
  });
});
