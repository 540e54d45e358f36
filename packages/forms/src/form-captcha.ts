/**
 * The form's captcha (spec 000 §4/§5, 002 §7/§9): rendered into the form's captcha container
 * with the site key from the site's captcha settings, compact when the container is narrower
 * than 320 px; knows whether it is solved; reset after a failed submission.
 */
import type {
  CaptchaProvider,
  CaptchaRenderOptions,
  CaptchaSize,
  CaptchaWidget,
} from './captcha/captcha-provider';

/** spec 002 §9: the captcha is compact when its container is narrower than 320 px. */
export const CAPTCHA_COMPACT_BELOW_PX = 320;

/** The size for a container `width` px wide; 0 (not laid out) gives the normal size. */
export function captchaSize(width: number): CaptchaSize {
  return width > 0 && width < CAPTCHA_COMPACT_BELOW_PX ? 'compact' : 'normal';
}

export interface FormCaptcha {
  /** The solution token, '' until solved. */
  token(): string;
  reset(): void;
  destroy(): void;
}

export function mountCaptcha(
  container: HTMLElement,
  provider: CaptchaProvider,
  siteKey: string,
  onChange: (solved: boolean) => void,
): FormCaptcha {
  let widget: CaptchaWidget | undefined;
  let destroyed = false;
  let solution = '';
  const options: CaptchaRenderOptions = {
    siteKey,
    size: captchaSize(container.getBoundingClientRect().width),
    onSolved(token) {
      solution = token;
      onChange(true);
    },
    onExpired() {
      solution = '';
      onChange(false);
    },
  };
  let rendering: Promise<CaptchaWidget>;
  try {
    rendering = Promise.resolve(provider.render(container, options));
  } catch (error) {
    // A provider that throws instead of rejecting must not break the form's set-up.
    rendering = Promise.reject(error);
  }
  rendering.then(
    (rendered) => {
      if (destroyed) rendered.destroy();
      else widget = rendered;
    },
    (error: unknown) => console.error('[tessera] form: the captcha could not be rendered.', error),
  );
  return {
    token: () => (widget ? widget.getResponse() || solution : solution),
    reset() {
      solution = '';
      widget?.reset();
      onChange(false);
    },
    destroy() {
      destroyed = true;
      widget?.destroy();
    },
  };
}
