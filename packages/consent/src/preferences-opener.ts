import type { ConsentPolicy } from './consent-policy';
import type { MountConsentPreferences } from './preferences/mount-consent-preferences';

export interface PreferencesOpener {
  /**
   * Loads (first time) and opens the dialog with the stored choice; `returnTo` takes focus after
   * it when the element that opened it has left the page (the banner's button, after a choice).
   */
  open(returnTo?: Element | null): void;
  /** Removes the dialog at once, unless its own choice is being stored (it closes itself then). */
  close(): void;
  /** Removes the dialog at once and stops waiting for its code. */
  destroy(): void;
}

/**
 * The preferences dialog's life in the controller: its chunk is imported the first time it
 * opens; its choice is stored through the policy with source 'banner'.
 */
export function createPreferencesOpener(
  policy: ConsentPolicy,
  load: (() => Promise<MountConsentPreferences>) | undefined,
  doc: Document,
): PreferencesOpener {
  let token = 0;
  let unmount: (() => void) | undefined;
  let choosing = false;
  const destroy = () => {
    token++;
    unmount?.();
    unmount = undefined;
  };
  return {
    open(returnTo) {
      const current = ++token;
      load?.().then(
        (mount) => {
          if (current !== token) return;
          unmount?.();
          const close = mount(
            policy.input(),
            policy.state(),
            {
              onChoose(choice) {
                choosing = true;
                policy.decide(choice, 'banner');
                choosing = false;
              },
              onClosed() {
                close();
                if (unmount === close) unmount = undefined;
              },
              returnFocus: () => returnTo,
            },
            doc,
          );
          unmount = close;
        },
        (error: unknown) =>
          console.error('[tessera] the consent preferences failed to load', error),
      );
    },
    close() {
      if (!choosing) destroy();
    },
    destroy,
  };
}
