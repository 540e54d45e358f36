import type { ReactNode } from 'react';
import { useConsent } from './use-consent';

export interface ConsentGateProps {
  /** The purpose the children need: 'functional', 'analytics', 'marketing' or the site's own. */
  purpose: string;
  children: ReactNode;
  /** Shown instead until the choice grants the purpose. Default nothing. */
  fallback?: ReactNode;
}

/**
 * Renders its children only once the visitor's stored choice grants `purpose` (as a gated
 * `data-consent` element is released), and `fallback` until then, on the server too.
 */
export function ConsentGate({ purpose, children, fallback = null }: ConsentGateProps) {
  return useConsent().granted(purpose) ? children : fallback;
}
