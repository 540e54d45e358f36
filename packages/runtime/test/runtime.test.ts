// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../src/api/api';
import type { BlockDefinition, BlockModule } from '../src/blocks/block-definition';
import { createPageEventBus } from '../src/events';
import {
  createRuntime as createRuntimeUnderTest,
  detectSecondRun,
  RUNTIME_DEFAULTS,
  type Runtime,
} from '../src/runtime';

/** Every runtime a test creates is destroyed after it, so none observes the next test's DOM. */
const created: Runtime[] = [];
const createRuntime: typeof createRuntimeUnderTest = (options) => {
  const runtime = createRuntimeUnderTest(options);
  created.push(runtime);
  return runtime;
};

/** A controllable IntersectionObserver: tests decide when an element comes near. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed = new Set<Element>();
  constructor(
    private callback: IntersectionObserverCallback,
    public options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  bringNear(element: Element) {
    if (!this.observed.has(element)) return;
    this.callback(
      [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
      this as never,
    );
  }
  static current() {
    return FakeIntersectionObserver.instances.at(-1)!;
  }
}

const api = {} as Api;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function block(
  name: string,
  module: Partial<BlockModule> & Pick<BlockModule, 'init'>,
): BlockDefinition {
  return {
    name,
    selector: `[data-block="${name}"]`,
    load: vi.fn(async () => module as BlockModule),
  };
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  document.body.innerHTML = '';
});
afterEach(() => {
  for (const runtime of created.splice(0)) runtime.destroy();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('runtime lifecycle (spec 002 §4)', () => {
  it('starts not initialised, is initialised after init, and a destroy runs destructors and returns it', async () => {
    document.body.innerHTML =
      '<div data-block="a" data-block-eager></div><div data-block="b" data-block-eager></div>';
    const order: string[] = [];
    const runtime = createRuntime({
      context: {},
      api,
      blocks: [
        block('a', { init: () => () => order.push('destroy a') }),
        block('b', { init: () => () => order.push('destroy b') }),
      ],
    });
    expect(runtime.state).toBe('not-initialised');
    expect(runtime.initialisedOnce).toBe(false);
    await runtime.init();
    expect(runtime.state).toBe('initialised');
    runtime.destroy();
    expect(runtime.state).toBe('not-initialised');
    expect(runtime.initialisedOnce).toBe(true);
    expect(order).toEqual(['destroy b', 'destroy a']);
  });

  it('passes the element and a context with name, page context, api and events', async () => {
    document.body.innerHTML = '<div data-block="a" data-block-eager></div>';
    const init = vi.fn();
    const events = createPageEventBus();
    const runtime = createRuntime({
      context: { pageType: 2 },
      api,
      events,
      blocks: [block('a', { init })],
    });
    await runtime.init();
    expect(init).toHaveBeenCalledWith(document.querySelector('[data-block="a"]'), {
      name: 'a',
      page: { pageType: 2 },
      api,
      events,
    });
  });

  it('reads the page context from the page when none is given', async () => {
    document.body.innerHTML =
      '<script type="application/json" id="tessera-context">{"pageType":50}</script>';
    expect(createRuntime({ api }).context).toEqual({ pageType: 50 });
  });

  it('activates lazy blocks only when near the viewport, with a 200px margin, each with its own load (import() fetches a chunk once)', async () => {
    document.body.innerHTML =
      '<div data-block="a" id="one"></div><div data-block="a" id="two"></div>';
    const init = vi.fn();
    const definition = block('a', { init });
    const runtime = createRuntime({ context: {}, api, blocks: [definition] });
    await runtime.init();
    expect(init).not.toHaveBeenCalled();
    const observer = FakeIntersectionObserver.current();
    expect(observer.options?.rootMargin).toBe(RUNTIME_DEFAULTS.rootMargin);
    expect(RUNTIME_DEFAULTS.rootMargin).toBe('200px');
    observer.bringNear(document.getElementById('one')!);
    await flush();
    expect(init).toHaveBeenCalledTimes(1);
    observer.bringNear(document.getElementById('two')!);
    await flush();
    expect(init).toHaveBeenCalledTimes(2);
    expect(definition.load).toHaveBeenCalledTimes(2);
  });

  it('activates every block at once without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    document.body.innerHTML = '<div data-block="a"></div>';
    const init = vi.fn();
    const runtime = createRuntime({ context: {}, api, blocks: [block('a', { init })] });
    await runtime.init();
    expect(init).toHaveBeenCalledOnce();
  });

  it('isolates failures: a throwing, rejecting or unloadable block is logged and the others go on', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = ['bad-sync', 'bad-async', 'bad-load', 'good']
      .map((name) => `<div data-block="${name}" data-block-eager></div>`)
      .join('');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const events = createPageEventBus();
    const failures: string[] = [];
    events.on('block-error', ({ name }) => failures.push(name));
    const good = vi.fn();
    const runtime = createRuntime({
      context: {},
      api,
      events,
      blocks: [
        block('bad-sync', {
          init: () => {
            throw new Error('sync');
          },
        }),
        block('bad-async', {
          init: async () => {
            throw new Error('async');
          },
        }),
        {
          name: 'bad-load',
          selector: '[data-block="bad-load"]',
          load: () => Promise.reject(new Error('chunk')),
        },
        block('good', { init: good }),
      ],
    });
    const done = runtime.init();
    // The unloadable block's module is tried again after 1, 2, 4, 8 and 16 s (chunk-retry.test.ts).
    await vi.advanceTimersByTimeAsync(31_000);
    await done;
    vi.useRealTimers();
    expect(good).toHaveBeenCalledOnce();
    expect(failures.sort()).toEqual(['bad-async', 'bad-load', 'bad-sync']);
    expect(error).toHaveBeenCalledTimes(3);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/Block "bad-.*" failed to initialise/);
  });

  it('counts a module that does not load within the chunk time-out (120000 ms) as failed', async () => {
    vi.useFakeTimers();
    expect(RUNTIME_DEFAULTS.chunkTimeoutMs).toBe(120_000);
    document.body.innerHTML = '<div data-block="slow" data-block-eager></div>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const runtime = createRuntime({
      context: {},
      api,
      blocks: [
        { name: 'slow', selector: '[data-block="slow"]', load: () => new Promise(() => {}) },
      ],
    });
    void runtime.init();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(String(error.mock.calls[0]?.[1])).toContain('did not load within 120000 ms');
    runtime.destroy();
    vi.useRealTimers();
  });

  it('activates blocks added later and destroys removed ones (MutationObserver)', async () => {
    const destroy = vi.fn();
    const init = vi.fn(() => destroy);
    const runtime = createRuntime({ context: {}, api, blocks: [block('a', { init })] });
    await runtime.init();
    const wrapper = document.createElement('section');
    wrapper.innerHTML = '<div data-block="a" data-block-eager></div>';
    document.body.append(wrapper);
    await flush();
    await flush();
    expect(init).toHaveBeenCalledOnce();
    wrapper.remove();
    await flush();
    expect(destroy).toHaveBeenCalledOnce();
  });

  it('registers a block after init and scans for it at once', async () => {
    document.body.innerHTML = '<div data-block="late" data-block-eager></div>';
    const runtime = createRuntime({ context: {}, api });
    await runtime.init();
    const init = vi.fn();
    runtime.register(block('late', { init }));
    await flush();
    expect(init).toHaveBeenCalledOnce();
    expect(() => runtime.register({} as BlockDefinition)).toThrow(
      'A block needs a name and a load function',
    );
  });

  it('runs page features (no selector) once on body when their `when` says so', async () => {
    const wanted = vi.fn();
    const unwanted = vi.fn();
    const runtime = createRuntime({
      context: { cookieSettings: { isCookieBannerEnabled: true } },
      api,
      blocks: [
        {
          name: 'banner',
          when: (page) => Boolean(page.cookieSettings?.isCookieBannerEnabled),
          load: async () => ({ init: wanted }),
        },
        { name: 'popup', when: () => false, load: async () => ({ init: unwanted }) },
      ],
    });
    await runtime.init();
    expect(wanted).toHaveBeenCalledWith(document.body, expect.objectContaining({ name: 'banner' }));
    expect(unwanted).not.toHaveBeenCalled();
  });

  it('a second init does nothing; init after destroy activates again', async () => {
    document.body.innerHTML = '<div data-block="a" data-block-eager></div>';
    const init = vi.fn();
    const runtime = createRuntime({ context: {}, api, blocks: [block('a', { init })] });
    await runtime.init();
    await runtime.init();
    expect(init).toHaveBeenCalledTimes(1);
    runtime.destroy();
    await runtime.init();
    expect(init).toHaveBeenCalledTimes(2);
  });

  it('leaves no listener behind after destroy', async () => {
    const added: string[] = [];
    const removed: string[] = [];
    const add = vi.spyOn(document, 'addEventListener').mockImplementation(function (
      this: Document,
      type,
    ) {
      added.push(type);
    });
    const remove = vi.spyOn(document, 'removeEventListener').mockImplementation((type) => {
      removed.push(type);
    });
    const runtime = createRuntime({ context: {}, api });
    await runtime.init();
    runtime.destroy();
    expect(added.sort()).toEqual(removed.sort());
    add.mockRestore();
    remove.mockRestore();
  });
});

describe('held interactions', () => {
  // The replay is a lazy chunk of the loader; loaded once here, so a flush is enough to see it.
  beforeAll(() => import('../src/blocks/replay-held-event'));

  it('holds a click on a block still loading and replays it once, after init', async () => {
    document.body.innerHTML = '<div data-block="a"><button id="b">Go</button></div>';
    let resolveLoad!: (module: BlockModule) => void;
    const clicks: string[] = [];
    const runtime = createRuntime({
      context: {},
      api,
      blocks: [
        {
          name: 'a',
          selector: '[data-block="a"]',
          load: () =>
            new Promise((r) => {
              resolveLoad = r;
            }),
        },
      ],
    });
    await runtime.init();
    const button = document.getElementById('b')!;
    button.click();
    expect(clicks).toEqual([]);
    resolveLoad({
      init: (element) => {
        element.addEventListener('click', () => clicks.push('handled'));
      },
    });
    await flush();
    await flush();
    expect(clicks).toEqual(['handled']);
  });

  it('holds one click for every loading block around the target and replays it once, after all', async () => {
    document.body.innerHTML =
      '<div data-block="outer"><div data-block="inner"><button id="b">Go</button></div></div>';
    const resolvers: Record<string, (module: BlockModule) => void> = {};
    const clicks: string[] = [];
    const pending = (name: string): BlockDefinition => ({
      name,
      selector: `[data-block="${name}"]`,
      load: () =>
        new Promise((resolve) => {
          resolvers[name] = resolve;
        }),
    });
    const runtime = createRuntime({
      context: {},
      api,
      blocks: [pending('outer'), pending('inner'), pending('inner-2')],
    });
    runtime.register({ ...pending('inner-2'), selector: '[data-block="inner"]' });
    await runtime.init();
    document.getElementById('b')!.click();
    const handler = (name: string) => ({
      init: (element: HTMLElement) => element.addEventListener('click', () => clicks.push(name)),
    });
    resolvers.inner!(handler('inner'));
    await flush();
    expect(clicks).toEqual([]);
    resolvers['inner-2']!(handler('inner-2'));
    resolvers.outer!(handler('outer'));
    await flush();
    await flush();
    expect(clicks).toEqual(['inner', 'inner-2', 'outer']);
  });

  it('lets Enter on a button through (its click is what gets held)', async () => {
    document.body.innerHTML =
      '<div data-block="a"><button id="b">Go</button><a id="l" href="#x">x</a></div>';
    const runtime = createRuntime({
      context: {},
      api,
      blocks: [{ name: 'a', selector: '[data-block="a"]', load: () => new Promise(() => {}) }],
    });
    await runtime.init();
    for (const id of ['b', 'l']) {
      const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(enter);
      expect(enter.defaultPrevented).toBe(false);
    }
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    document.querySelector('[data-block="a"]')!.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
  });

  it('a listener of the page sees a held click once, not twice', async () => {
    document.body.innerHTML = '<div data-block="a"><button id="b">Go</button></div>';
    let resolveLoad!: (module: BlockModule) => void;
    const runtime = createRuntime({
      context: {},
      api,
      blocks: [
        {
          name: 'a',
          selector: '[data-block="a"]',
          load: () =>
            new Promise((r) => {
              resolveLoad = r;
            }),
        },
      ],
    });
    const seen = vi.fn();
    document.addEventListener('click', seen, true);
    await runtime.init();
    document.getElementById('b')!.click();
    resolveLoad({ init: () => undefined });
    await flush();
    await flush();
    expect(seen).toHaveBeenCalledOnce();
    document.removeEventListener('click', seen, true);
  });

  it('does not hold typing in a field of a loading block', async () => {
    document.body.innerHTML = '<div data-block="a"><input id="i"></div>';
    const runtime = createRuntime({
      context: {},
      api,
      blocks: [{ name: 'a', selector: '[data-block="a"]', load: () => new Promise(() => {}) }],
    });
    await runtime.init();
    const key = new KeyboardEvent('keydown', { key: 'x', bubbles: true, cancelable: true });
    document.getElementById('i')!.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(false);
    const enterOnDiv = new KeyboardEvent('keydown', {
      key: 'Enter',
      bubbles: true,
      cancelable: true,
    });
    document.querySelector('[data-block="a"]')!.dispatchEvent(enterOnDiv);
    expect(enterOnDiv.defaultPrevented).toBe(true);
  });

  it('replays a held click even when the block fails, so the native action is not lost', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div data-block="a"><button id="b">Go</button></div>';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen = vi.fn();
    document.addEventListener('click', seen);
    const runtime = createRuntime({
      context: {},
      api,
      blocks: [
        { name: 'a', selector: '[data-block="a"]', load: () => Promise.reject(new Error('x')) },
      ],
    });
    const done = runtime.init();
    document.getElementById('b')!.click();
    // Replayed once the module's retries are spent (1 s after the click's own try, then 2, 4, 8,
    // 16 s: chunk-retry.test.ts).
    await vi.advanceTimersByTimeAsync(30_999);
    expect(seen).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    vi.useRealTimers();
    expect(seen).toHaveBeenCalledTimes(1);
    document.removeEventListener('click', seen);
  });
});

describe('back/forward cache', () => {
  it('stops observing on pagehide (persisted) and observes pending blocks again on pageshow', async () => {
    document.body.innerHTML = '<div data-block="a" id="one"></div>';
    const init = vi.fn();
    const runtime = createRuntime({ context: {}, api, blocks: [block('a', { init })] });
    await runtime.init();
    const first = FakeIntersectionObserver.current();
    expect(first.observed.size).toBe(1);
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    expect(first.observed.size).toBe(0);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    const second = FakeIntersectionObserver.current();
    expect(second).not.toBe(first);
    second.bringNear(document.getElementById('one')!);
    await flush();
    expect(init).toHaveBeenCalledOnce();
    runtime.destroy();
  });
});

describe('second run', () => {
  it("logs 'Detected second run, this is bad.' when the page already has its Tessera handle", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const target: Record<string, unknown> = {};
    expect(detectSecondRun(target)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    target.Tessera = {};
    expect(detectSecondRun(target)).toBe(true);
    expect(warn).toHaveBeenCalledWith('Detected second run, this is bad.');
  });
});

describe('page features as data (the declarations in the packages’ package.json)', () => {
  it('start when a page field (a dotted path) is set, an element matches or the host name does, and not otherwise', async () => {
    document.body.innerHTML = '<iframe data-consent="analytics"></iframe>';
    const started: string[] = [];
    const feature = (name: string, when: BlockDefinition['when']): BlockDefinition => ({
      name,
      when,
      load: async () => ({ init: () => void started.push(name) }),
    });
    const runtime = createRuntime({
      context: { websiteSettings: { popupOverlaySettings: { version: 1 } }, cookieSettings: {} },
      api,
      blocks: [
        feature('popup', {
          page: ['websiteSettings.popupOverlaySettings', 'authenticatedAccount'],
        }),
        feature('unset-path', { page: ['websiteSettings.mobileInfoBarSettings'] }),
        feature('gated', { element: '[data-consent]' }),
        feature('no-element', { element: '[data-popup-overlay]' }),
        feature('banner', { page: ['cookieSettings'] }),
        // jsdom's page is on http://localhost:3000/: a development server's host.
        feature('development', { hostname: '^(.+\\.)?localhost$' }),
        feature('elsewhere', { hostname: '^example\\.com$' }),
      ],
    });
    await runtime.init();
    expect(window.location.hostname).toBe('localhost');
    expect(started).toEqual(['popup', 'gated', 'banner', 'development']);
  });

  it('an event feature loads with the first event the bus keeps for a first handler, and gets it', async () => {
    const events = createPageEventBus();
    const shown: unknown[] = [];
    const load = vi.fn(async () => ({
      init: (_element: HTMLElement, context: { events: typeof events }) => {
        context.events.on('system-error', (detail) => void shown.push(detail));
      },
    }));
    const runtime = createRuntime({
      context: {},
      api,
      events,
      blocks: [{ name: 'overlay', when: { event: ['system-error', 'field-errors'] }, load }],
    });
    await runtime.init();
    expect(load).not.toHaveBeenCalled();
    events.emit('login-required', { url: '/x' });
    expect(load).not.toHaveBeenCalled();
    events.emit('system-error', { kind: 'network', message: 'first' });
    events.emit('system-error', { kind: 'network', message: 'second' });
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(shown).toEqual([
      { kind: 'network', message: 'first' },
      { kind: 'network', message: 'second' },
    ]);
    events.emit('system-error', { kind: 'logged' });
    expect(shown).toHaveLength(3);
    runtime.destroy();
    events.emit('field-errors', { errors: {}, url: '/y' });
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('invalid selectors', () => {
  it('a block with an invalid selector is logged once and dropped; the others go on', async () => {
    document.body.innerHTML = '<div data-block="good" data-block-eager></div>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const init = vi.fn();
    const runtime = createRuntime({
      context: {},
      api,
      blocks: [
        { name: 'bad', selector: '[data-block=', load: async () => ({ init: vi.fn() }) },
        block('good', { init }),
      ],
    });
    await runtime.init();
    expect(init).toHaveBeenCalledOnce();
    document.body.append(document.createElement('section'));
    await flush();
    expect(error.mock.calls.map((call) => call[0])).toEqual([
      '[tessera] Block "bad" has an invalid selector: skipped',
    ]);
    error.mockRestore();
  });
});
