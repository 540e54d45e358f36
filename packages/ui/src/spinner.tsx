import type { ReactNode } from 'react';
import { messages } from './messages';
import { prefersReducedMotion } from './reduced-motion';

export interface SpinnerProps {
  /** Diameter in px. Default 32. */
  size?: number;
  /** Accessible name. Default the catalogue's 'Loading'. */
  label?: string;
  /** Stroke colour. Default `currentColor`, so it takes the surrounding text colour. */
  color?: string;
}

/**
 * A loading indicator (spec 001 §1 "a spinner"). Self-contained SVG with a SMIL rotation, so it
 * needs no stylesheet and renders the same inside the overlay host or in a site's own markup.
 * Under prefers-reduced-motion it stands still (WCAG 2.3.3); `role="status"` announces it.
 */
export function Spinner({ size = 32, label, color = 'currentColor' }: SpinnerProps): ReactNode {
  const still = prefersReducedMotion();
  return (
    <span
      role="status"
      aria-label={label ?? messages.loading}
      part="spinner"
      style={{ display: 'inline-block', width: size, height: size, lineHeight: 0 }}
    >
      <svg width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke={color} strokeOpacity="0.25" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke={color} strokeWidth="3" strokeLinecap="round">
          {still ? null : (
            <animateTransform
              attributeName="transform"
              type="rotate"
              from="0 12 12"
              to="360 12 12"
              dur="0.8s"
              repeatCount="indefinite"
            />
          )}
        </path>
      </svg>
    </span>
  );
}
