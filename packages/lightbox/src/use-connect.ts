import type { LightboxAction } from './lightbox-machine';
import { useEffect } from './react-api';

/** Hands the dispatcher to the owner (mount-lightbox.ts), so its handle can navigate or close. */
export function useConnect(
  connect: ((dispatch: (action: LightboxAction) => void) => void) | undefined,
  dispatch: (action: LightboxAction) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: dispatch is stable (useReducer)
  useEffect(() => connect?.(dispatch), [connect]);
}
