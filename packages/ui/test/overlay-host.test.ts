// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { adoptStyles } from '../src/adopt-styles';
import { adoptStylesInto } from '../src/adopt-styles-into';
import { OVERLAY_BASE_Z_INDEX } from '../src/options';
import { getOverlayHost, OVERLAY_HOST_TAG } from '../src/overlay-host';

describe('getOverlayHost', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('creates one host per page, appended to body, with an open shadow root', () => {
    const first = getOverlayHost();
    const second = getOverlayHost(document);
    expect(second).toBe(first);
    expect(first.host.tagName.toLowerCase()).toBe(OVERLAY_HOST_TAG);
    expect(first.host.parentElement).toBe(document.body);
    expect(first.host.shadowRoot).toBe(first.root);
    expect(first.root.mode).toBe('open');
    expect(first.container.parentNode).toBe(first.root);
    expect(first.container.getAttribute('part')).toBe('container');
    expect(document.querySelectorAll(OVERLAY_HOST_TAG)).toHaveLength(1);
  });

  it('stacks from the spec base z-index 30000 (spec 000 §9) and guards the host box', () => {
    expect(OVERLAY_BASE_Z_INDEX).toBe(30000);
    const { root } = getOverlayHost();
    const css = [...root.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css).toContain('z-index:var(--tessera-z-index,30000)!important');
    expect(css).toContain(':host{all:initial!important');
  });

  it('puts the host back when the site removed it', () => {
    const { host } = getOverlayHost();
    host.remove();
    expect(getOverlayHost().host.isConnected).toBe(true);
  });

  it('gives each document its own host', () => {
    const other = document.implementation.createHTMLDocument('other');
    const mine = getOverlayHost();
    const theirs = getOverlayHost(other);
    expect(theirs.host).not.toBe(mine.host);
    expect(theirs.host.ownerDocument).toBe(other);
  });

  it('shares a host another copy of the kit already created', () => {
    const other = document.implementation.createHTMLDocument('shared');
    const host = other.createElement(OVERLAY_HOST_TAG);
    const root = host.attachShadow({ mode: 'open' });
    other.body.append(host);
    expect(getOverlayHost(other).root).toBe(root);
  });
});

describe('adoptStyles', () => {
  it('adds a stylesheet once per key', () => {
    const { root } = getOverlayHost();
    adoptStyles('probe', '.probe{color:red}');
    adoptStyles('probe', '.probe{color:blue}');
    const probes = root.querySelectorAll('style[data-key="probe"]');
    expect(probes).toHaveLength(1);
    expect(probes[0]?.textContent).toBe('.probe{color:red}');
  });

  it('uses a constructable stylesheet when the browser has them', () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    const sheets: { css: string }[] = [];
    class FakeSheet {
      css = '';
      replaceSync(css: string) {
        this.css = css;
        sheets.push(this);
      }
    }
    const view = window as unknown as { CSSStyleSheet: unknown };
    const original = view.CSSStyleSheet;
    view.CSSStyleSheet = FakeSheet;
    Object.defineProperty(root, 'adoptedStyleSheets', { value: [], writable: true });
    try {
      adoptStylesInto(root, 'a', '.a{}');
      adoptStylesInto(root, 'a', '.a{}');
      adoptStylesInto(root, 'b', '.b{}');
    } finally {
      view.CSSStyleSheet = original;
    }
    expect(sheets.map((sheet) => sheet.css)).toEqual(['.a{}', '.b{}']);
    expect((root as unknown as { adoptedStyleSheets: unknown[] }).adoptedStyleSheets).toEqual(
      sheets,
    );
    expect(root.querySelector('style')).toBeNull();
  });
});
