// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readBlockConfig } from '../src/blocks/block-config';
import type { BlockModule } from '../src/blocks/block-definition';
import { createCleanupStore } from '../src/blocks/cleanup-store';
import type { BlockConformanceOptions } from '../src/testing';
import { conformanceChecks, describeBlockConformance } from '../src/testing';

type Leak =
  | 'none'
  | 'listener'
  | 'window listener'
  | 'timeout'
  | 'interval'
  | 'animation frame'
  | 'observer'
  | 'attribute'
  | 'class'
  | 'child'
  | 'inline style';

/** A toggle block built on the cleanup store, and variants that each leave one thing behind. */
function toggleBlock(leak: Leak = 'none'): BlockModule {
  return {
    init(element) {
      const config = readBlockConfig<{ label?: unknown }>(element);
      if (!config) return undefined;
      if (config.label !== undefined && typeof config.label !== 'string') {
        console.warn('[tessera] toggle: data-block-config "label" must be a string');
        return undefined;
      }
      const store = createCleanupStore();
      const button = element.querySelector('button')!;
      store.attribute(element, 'data-toggle-ready', '');
      store.listen(button, 'click', () => store.attribute(button, 'aria-pressed', 'true'));
      store.timeout(() => {}, 1000);
      if (leak === 'listener') button.addEventListener('keydown', () => {});
      if (leak === 'window listener') window.addEventListener('resize', () => {});
      if (leak === 'timeout') setTimeout(() => {}, 5000);
      if (leak === 'interval') setInterval(() => {}, 100);
      if (leak === 'animation frame') requestAnimationFrame(() => {});
      if (leak === 'observer')
        new MutationObserver(() => {}).observe(element, { attributes: true });
      if (leak === 'attribute') button.setAttribute('aria-pressed', 'false');
      if (leak === 'class') element.classList.add('is-ready');
      if (leak === 'child') element.append(document.createElement('span'));
      if (leak === 'inline style') element.style.opacity = '1';
      return () => store.clear();
    },
  };
}

const markup = `<section data-block="toggle" data-block-config="{&quot;label&quot;:&quot;More&quot;}" class="toggle"><button type="button">More</button></section>`;

const options = (leak: Leak = 'none'): BlockConformanceOptions => ({
  name: 'toggle',
  module: toggleBlock(leak),
  markup,
  malformedConfigs: ['{"label":5}'],
  initialized(element) {
    expect(element.hasAttribute('data-toggle-ready')).toBe(true);
  },
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// The suite on a block that keeps every rule: all of its tests pass.
describeBlockConformance(options());
describeBlockConformance({ ...options(), module: undefined, load: async () => toggleBlock() });

describe('the conformance suite fails', () => {
  it('on a block that leaves one listener behind', async () => {
    await expect(conformanceChecks.destroyLeavesNothing(options('listener'))).rejects.toEqual(
      new Error('Block "toggle" left behind after destroy: 1 listener (keydown on button).'),
    );
    await expect(
      conformanceChecks.destroyLeavesNothing(options('window listener')),
    ).rejects.toEqual(
      new Error('Block "toggle" left behind after destroy: 1 listener (resize on window).'),
    );
  });

  it('on a block that leaves a timer, an interval, an animation frame or an observer', async () => {
    const failures = [];
    for (const leak of ['timeout', 'interval', 'animation frame', 'observer'] as const) {
      failures.push(
        await conformanceChecks.destroyLeavesNothing(options(leak)).catch((error) => error.message),
      );
    }
    expect(failures).toEqual([
      'Block "toggle" left behind after destroy: 1 timeout (setTimeout(5000)).',
      'Block "toggle" left behind after destroy: 1 interval (setInterval(100)).',
      'Block "toggle" left behind after destroy: 1 animation frame (requestAnimationFrame()).',
      'Block "toggle" left behind after destroy: 1 observer (MutationObserver on section[data-block="toggle"]).',
    ]);
  });

  it('on a block that leaves an attribute, a class, a child or an inline style changed', async () => {
    const failures = [];
    for (const leak of ['attribute', 'class', 'child', 'inline style'] as const) {
      failures.push(
        await conformanceChecks
          .destroyRestoresMarkup(options(leak))
          .catch((error) => error.message),
      );
    }
    expect(failures).toEqual([
      `Block "toggle" left its element changed after destroy
  expected: …uot;:&quot;More&quot;}" class="toggle"><button type="button">More</button></section>
  received: …uot;:&quot;More&quot;}" class="toggle"><button type="button" aria-pressed="false">More</button></section>`,
      `Block "toggle" left its element changed after destroy
  expected: …-config="{&quot;label&quot;:&quot;More&quot;}" class="toggle"><button type="button">More</button></section>
  received: …-config="{&quot;label&quot;:&quot;More&quot;}" class="toggle is-ready"><button type="button">More</button></section>`,
      `Block "toggle" left its element changed after destroy
  expected: …&quot;}" class="toggle"><button type="button">More</button></section>
  received: …&quot;}" class="toggle"><button type="button">More</button><span></span></section>`,
      `Block "toggle" left its element changed after destroy
  expected: …config="{&quot;label&quot;:&quot;More&quot;}" class="toggle"><button type="button">More</button></section>
  received: …config="{&quot;label&quot;:&quot;More&quot;}" class="toggle" style="opacity: 1;"><button type="button">More</button></section>`,
    ]);
  });

  it('on a leak found only on the second life (init → destroy → init)', async () => {
    let lives = 0;
    const module: BlockModule = {
      init(element) {
        lives++;
        return lives === 2
          ? toggleBlock('timeout').init(element, {} as never)
          : toggleBlock().init(element, {} as never);
      },
    };
    await expect(conformanceChecks.initAgainAfterDestroy({ ...options(), module })).rejects.toEqual(
      new Error(
        'Block "toggle" left behind after the second destroy: 1 timeout (setTimeout(5000)).',
      ),
    );
  });

  it('on malformed configuration that logs twice, nothing, or throws', async () => {
    const twice: BlockModule = {
      init(element) {
        if (!readBlockConfig(element)) console.warn('[tessera] toggle: no configuration');
      },
    };
    const silent: BlockModule = { init: () => undefined };
    const throwing: BlockModule = {
      init(element) {
        JSON.parse(element.getAttribute('data-block-config') ?? '');
      },
    };
    const messages = [];
    for (const module of [twice, silent, throwing]) {
      messages.push(
        await conformanceChecks
          .refusesBadJson({ ...options(), module })
          .catch((error) => error.message),
      );
    }
    expect(messages).toEqual([
      `Block "toggle" must log exactly one warning naming it for data-block-config='{"unclosed":'; logged 2: ["warn: [tessera] Invalid JSON in data-block-config of block \\"toggle\\": Unexpected end of JSON input [object HTMLElement]","warn: [tessera] toggle: no configuration"]`,
      `Block "toggle" must log exactly one warning naming it for data-block-config='{"unclosed":'; logged 0: []`,
      `Block "toggle" threw on data-block-config='{"unclosed":': SyntaxError: Unexpected end of JSON input`,
    ]);
  });

  it("on a listener left on the block's own nodes, not on a node it made and removed", async () => {
    const detaching = (keepsOwnNode: boolean): BlockModule => ({
      init(element) {
        const node = keepsOwnNode
          ? element.querySelector('button')!
          : document.createElement('div');
        node.addEventListener('click', () => {});
        const store = createCleanupStore();
        store.attribute(element, 'data-toggle-ready', '');
        if (!keepsOwnNode) document.body.append(node);
        return () => {
          store.clear();
          node.remove();
          if (keepsOwnNode) element.append(node);
        };
      },
    });
    await expect(
      conformanceChecks.destroyLeavesNothing({ ...options(), module: detaching(false) }),
    ).resolves.toBe(undefined);
    await expect(
      conformanceChecks.destroyLeavesNothing({ ...options(), module: detaching(true) }),
    ).rejects.toEqual(
      new Error('Block "toggle" left behind after destroy: 1 listener (click on button).'),
    );
  });

  it('on a block that leaves a listener when the runtime removes it', async () => {
    await expect(conformanceChecks.worksThroughRuntime(options('listener'))).rejects.toEqual(
      new Error(
        'Block "toggle" left behind when removed from the page: 1 listener (keydown on button).',
      ),
    );
  });

  it('on a block the runtime does not start', async () => {
    await expect(
      conformanceChecks.worksThroughRuntime({
        ...options(),
        selector: '[data-block="toggle"].never',
      }),
    ).rejects.toEqual(new Error('Block "toggle" markup holds no element for the runtime to find.'));
  });
});
