/**
 * The captcha provider interface (spec 000 §4/§5, 002 §7): reCAPTCHA by default; hCaptcha and
 * Turnstile have the same shape; a test provider drives it in tests.
 */

export type CaptchaSize = 'compact' | 'normal';

export interface CaptchaRenderOptions {
  /** The site key from the site's captcha settings (page context). */
  siteKey: string;
  /** 'compact' when the container is narrower than 320 px (spec 002 §9). */
  size: CaptchaSize;
  /** The visitor solved it; `token` goes to the server as captchaKey. */
  onSolved(token: string): void;
  /** The solution expired: it must be solved again. */
  onExpired(): void;
}

export interface CaptchaWidget {
  /** The current solution, '' when unsolved. */
  getResponse(): string;
  /** Back to unsolved (after a failed submission, spec 000 §4). */
  reset(): void;
  /** Removes the widget from its container. */
  destroy(): void;
}

export interface CaptchaProvider {
  /** The name the site's captcha settings use ('recaptcha', 'hcaptcha', 'turnstile'). */
  name: string;
  /** Loads the provider's script if needed and renders a widget into `container`. */
  render(container: HTMLElement, options: CaptchaRenderOptions): Promise<CaptchaWidget>;
}
