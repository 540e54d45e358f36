/** The marquee's strings: the pause button (WCAG 2.2.2). Replaceable for translation. */
export const marqueeMessages = {
  pause: 'Pause',
} as const;
