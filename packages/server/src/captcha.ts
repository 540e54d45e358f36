/**
 * The captcha verification hook: a form with `"captcha": true` is saved only when the verifier
 * accepts the submission's captchaKey (the token the captcha widget gave the page).
 */
export interface CaptchaVerifier {
  verify(token: string, context: { formId: string; visitor: string }): Promise<boolean>;
}

/** The token that `createTestCaptchaVerifier` accepts by default. */
export const TEST_CAPTCHA_TOKEN = 'tessera-test-captcha-pass';

/** For tests and the demo: accepts the given tokens only. */
export function createTestCaptchaVerifier(tokens: Iterable<string> = [TEST_CAPTCHA_TOKEN]) {
  const accepted = new Set(tokens);
  return {
    async verify(token: string) {
      return accepted.has(token);
    },
  } satisfies CaptchaVerifier;
}
