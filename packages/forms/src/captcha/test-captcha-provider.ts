/**
 * A captcha provider for tests and local development: it renders a real checkbox ("I am not a
 * robot") that solves it, and exposes solve, expire and counters so tests drive it directly.
 */
import type { CaptchaProvider, CaptchaRenderOptions, CaptchaSize } from './captcha-provider';

export interface TestCaptchaProvider extends CaptchaProvider {
  /** Solves the rendered widget with `token` (default 'test-captcha-token'). */
  solve(token?: string): void;
  /** Expires the solution. */
  expire(): void;
  readonly renders: number;
  readonly resets: number;
  /** The size and site key of the last render. */
  readonly lastSize: CaptchaSize | undefined;
  readonly lastSiteKey: string | undefined;
}

export function createTestCaptchaProvider(name = 'test'): TestCaptchaProvider {
  let renders = 0;
  let resets = 0;
  let token = '';
  let current: (CaptchaRenderOptions & { box: HTMLInputElement }) | undefined;

  const provider: TestCaptchaProvider = {
    name,
    get renders() {
      return renders;
    },
    get resets() {
      return resets;
    },
    get lastSize() {
      return current?.size;
    },
    get lastSiteKey() {
      return current?.siteKey;
    },
    async render(container, options) {
      renders++;
      const doc = container.ownerDocument;
      const label = doc.createElement('label');
      const box = doc.createElement('input');
      box.type = 'checkbox';
      label.append(box, ' I am not a robot');
      container.replaceChildren(label);
      current = { ...options, box };
      box.addEventListener('change', () => {
        if (box.checked) provider.solve();
        else provider.expire();
      });
      return {
        getResponse: () => token,
        reset() {
          resets++;
          token = '';
          box.checked = false;
        },
        destroy() {
          container.replaceChildren();
          current = undefined;
        },
      };
    },
    solve(solution = 'test-captcha-token') {
      token = solution;
      if (current) {
        current.box.checked = true;
        current.onSolved(solution);
      }
    },
    expire() {
      token = '';
      if (current) {
        current.box.checked = false;
        current.onExpired();
      }
    },
  };
  return provider;
}
