// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gateScripts } from '../src/gate-scripts';
import { findGatedElements } from '../src/gated-markup';
import { releaseScript } from '../src/release-gated-element';

afterEach(() => {
  document.body.innerHTML = '';
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('gateScripts', () => {
  it('finds gated scripts and iframes only', () => {
    document.body.innerHTML = `
      <script type="text/plain" data-consent="analytics" src="/tracker.js"></script>
      <script data-consent="analytics">/* not held: normal type */</script>
      <iframe data-consent="video" data-src="https://video.example/embed"></iframe>
      <iframe data-consent="video" src="https://video.example/free"></iframe>`;
    expect(findGatedElements(document).map((element) => element.localName)).toEqual([
      'script',
      'iframe',
    ]);
  });

  it('releases a script as a fresh element with its attributes, type and text', () => {
    document.body.innerHTML =
      '<script type="text/plain" data-consent="analytics" data-type="module" id="t" async data-x="1">window.ran = 1</script>';
    const released = releaseScript(document.querySelector('script')!);
    expect(released.type).toBe('module');
    expect(released.id).toBe('t');
    expect(released.hasAttribute('async')).toBe(true);
    expect(released.getAttribute('data-x')).toBe('1');
    expect(released.hasAttribute('data-consent')).toBe(false);
    expect(released.text).toBe('window.ran = 1');
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it("keeps the script's nonce when the browser has hidden its attribute (strict CSP)", () => {
    document.body.innerHTML =
      '<script type="text/plain" data-consent="analytics" nonce="">window.ran = 1</script>';
    const held = document.querySelector('script')!;
    // What Chromium does under a CSP header: the attribute reads '', the property keeps it.
    Object.defineProperty(held, 'nonce', { value: 'r4nd0m', configurable: true });
    expect(releaseScript(held).getAttribute('nonce')).toBe('r4nd0m');
  });

  it('holds iframes behind a placeholder; "Load content" loads that one alone', () => {
    document.body.innerHTML = `
      <iframe id="a" width="560" height="315" data-consent="video" data-src="https://video.example/a"></iframe>
      <iframe id="b" data-consent="video" data-src="https://video.example/b"></iframe>`;
    const gate = gateScripts(document);
    const placeholders = document.querySelectorAll('[data-part="consent-placeholder"]');
    expect(placeholders).toHaveLength(2);
    const first = placeholders[0] as HTMLElement;
    expect(first.style.width).toBe('560px');
    expect(first.style.minHeight).toBe('315px');
    expect(first.textContent).toContain('This content is blocked until you accept cookies.');
    expect((document.getElementById('a') as HTMLIFrameElement).hidden).toBe(true);

    first.querySelector('button')!.click();
    const a = document.getElementById('a') as HTMLIFrameElement;
    expect(a.src).toBe('https://video.example/a');
    expect(a.hidden).toBe(false);
    expect((document.getElementById('b') as HTMLIFrameElement).getAttribute('src')).toBeNull();
    expect(document.querySelectorAll('[data-part="consent-placeholder"]')).toHaveLength(1);
    gate.stop();
  });

  it('a gated element the page removes takes its placeholder with it; one it moves, along', async () => {
    document.body.innerHTML = `<section id="one">
      <iframe id="a" data-consent="video" data-src="https://video.example/a"></iframe></section>
      <section id="two"><iframe id="b" data-consent="video" data-src="https://video.example/b"></iframe></section>
      <aside id="three"></aside>`;
    const gate = gateScripts(document);
    expect(document.querySelectorAll('[data-part="consent-placeholder"]')).toHaveLength(2);
    document.getElementById('a')!.remove();
    await tick();
    expect(document.querySelectorAll('[data-part="consent-placeholder"]')).toHaveLength(1);
    expect(document.querySelector('#one [data-part="consent-placeholder"]')).toBeNull();
    document.getElementById('three')!.append(document.getElementById('b')!);
    await tick();
    const moved = document.getElementById('b')!.previousElementSibling;
    expect(moved?.getAttribute('data-part')).toBe('consent-placeholder');
    expect(document.querySelectorAll('[data-part="consent-placeholder"]')).toHaveLength(1);
    // Detached, then put back later: gated again, and shown once released.
    const wrapper = document.createElement('div');
    wrapper.innerHTML =
      '<iframe id="c" data-consent="video" data-src="https://video.example/c"></iframe>';
    document.body.append(wrapper);
    await tick();
    const c = document.getElementById('c') as HTMLIFrameElement;
    expect(c.hidden).toBe(true);
    c.remove();
    await tick();
    expect(c.hidden).toBe(false);
    document.body.append(c);
    await tick();
    expect(c.hidden).toBe(true);
    gate.release();
    expect(c.hidden).toBe(false);
    expect(c.src).toBe('https://video.example/c');
    gate.stop();
  });

  it('"Accept cookies" on a placeholder calls onAcceptAll', () => {
    document.body.innerHTML =
      '<iframe data-consent="video" data-src="https://video.example/a"></iframe>';
    const onAcceptAll = vi.fn();
    const gate = gateScripts(document, { onAcceptAll });
    const buttons = document.querySelectorAll('[data-part="consent-placeholder"] button');
    expect(Array.from(buttons, (button) => button.textContent)).toEqual([
      'Load content',
      'Accept cookies',
    ]);
    (buttons[1] as HTMLButtonElement).click();
    expect(onAcceptAll).toHaveBeenCalledTimes(1);
    gate.stop();
  });

  it('scripts get a placeholder only when they ask for one', () => {
    document.body.innerHTML = `
      <script type="text/plain" data-consent="analytics">1</script>
      <script type="text/plain" data-consent="social" data-consent-placeholder="Share buttons need cookies.">2</script>`;
    const gate = gateScripts(document);
    const placeholders = document.querySelectorAll('[data-part="consent-placeholder"]');
    expect(placeholders).toHaveLength(1);
    expect(placeholders[0]!.textContent).toContain('Share buttons need cookies.');
    gate.stop();
  });

  it('release() runs every held element, and ones added later; stop() removes placeholders and the observer', async () => {
    document.body.innerHTML =
      '<iframe data-consent="video" data-src="https://video.example/a"></iframe>';
    const gate = gateScripts(document);
    const late = document.createElement('div');
    late.innerHTML =
      '<iframe id="late" data-consent="maps" data-src="https://maps.example/"></iframe>';
    document.body.append(late);
    await tick();
    expect(document.querySelectorAll('[data-part="consent-placeholder"]')).toHaveLength(2);
    gate.release();
    expect(document.querySelectorAll('[data-part="consent-placeholder"]')).toHaveLength(0);
    expect(findGatedElements(document)).toHaveLength(0);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<iframe id="later" data-consent="maps" data-src="https://maps.example/later"></iframe>',
    );
    await tick();
    expect((document.getElementById('later') as HTMLIFrameElement).src).toBe(
      'https://maps.example/later',
    );
    gate.stop();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<iframe id="after-stop" data-consent="maps" data-src="https://maps.example/x"></iframe>',
    );
    await tick();
    expect(document.getElementById('after-stop')!.getAttribute('src')).toBeNull();
  });

  it('runs released scripts in document order: an inline script waits for the external one before it', () => {
    document.body.innerHTML = `
      <script type="text/plain" data-consent="analytics" src="/lib.js" id="lib"></script>
      <script type="text/plain" data-consent="analytics" id="init">window.initRan = true</script>
      <script type="text/plain" data-consent="analytics" src="/other.js" async id="other"></script>`;
    const gate = gateScripts(document);
    gate.release();
    const lib = document.getElementById('lib') as HTMLScriptElement;
    expect(lib.hasAttribute('type')).toBe(false);
    expect(lib.async).toBe(false);
    // Held until lib.js has run (its load event), so the inline script finds what lib.js defines.
    expect(document.getElementById('init')!.getAttribute('type')).toBe('text/plain');
    expect(document.getElementById('other')!.getAttribute('type')).toBe('text/plain');
    lib.dispatchEvent(new Event('load'));
    expect(document.getElementById('init')!.hasAttribute('type')).toBe(false);
    // An async script does not hold back the ones after it; it is released in turn.
    expect(document.getElementById('other')!.hasAttribute('type')).toBe(false);
    gate.stop();
  });

  it('a failed external script does not stall the scripts after it', () => {
    document.body.innerHTML = `
      <script type="text/plain" data-consent="analytics" src="/missing.js" id="missing"></script>
      <script type="text/plain" data-consent="analytics" id="after">1</script>`;
    const gate = gateScripts(document);
    gate.release();
    expect(document.getElementById('after')!.getAttribute('type')).toBe('text/plain');
    document.getElementById('missing')!.dispatchEvent(new Event('error'));
    expect(document.getElementById('after')!.hasAttribute('type')).toBe(false);
    gate.stop();
  });

  it('scripts the browser does not run (another type, nomodule) do not hold the queue', () => {
    document.body.innerHTML = `
      <script type="text/plain" data-consent="a" data-type="text/x-template" src="/t.html"></script>
      <script type="text/plain" data-consent="a" nomodule src="/legacy.js"></script>
      <script type="text/plain" data-consent="a" id="last">1</script>`;
    const gate = gateScripts(document);
    gate.release();
    expect(document.getElementById('last')!.hasAttribute('type')).toBe(false);
    gate.stop();
  });

  it('stop() while a script loads releases nothing more and shows the iframes it hid', () => {
    document.body.innerHTML = `
      <iframe id="frame" data-consent="video" data-src="https://video.example/a"></iframe>
      <iframe id="hidden" hidden data-consent="video" data-src="https://video.example/b"></iframe>
      <script type="text/plain" data-consent="analytics" src="/lib.js" id="lib"></script>
      <script type="text/plain" data-consent="analytics" id="init">1</script>`;
    const gate = gateScripts(document);
    expect((document.getElementById('frame') as HTMLIFrameElement).hidden).toBe(true);
    gate.stop();
    expect((document.getElementById('frame') as HTMLIFrameElement).hidden).toBe(false);
    // The site's own hidden iframe stays hidden.
    expect((document.getElementById('hidden') as HTMLIFrameElement).hidden).toBe(true);

    const second = gateScripts(document);
    second.release();
    second.stop();
    document.getElementById('lib')!.dispatchEvent(new Event('load'));
    expect(document.getElementById('init')!.getAttribute('type')).toBe('text/plain');
  });
});
