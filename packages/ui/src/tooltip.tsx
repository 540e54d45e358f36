import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { attachTooltip } from './attach-tooltip';
import type { TooltipOptions } from './options';

export interface TooltipProps extends Partial<TooltipOptions> {
  text: string;
  /** One element: the tooltip's anchor. */
  children: ReactNode;
}

/**
 * React face of `attachTooltip`: wraps its child in a `display: contents` span (no box, no
 * layout change) and attaches the tooltip to the child element.
 */
export function Tooltip({ text, children, ...options }: TooltipProps): ReactNode {
  const wrapper = useRef<HTMLSpanElement>(null);
  const key = JSON.stringify(options);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the options' values.
  useLayoutEffect(() => {
    const anchor = wrapper.current?.firstElementChild;
    if (!anchor || !('focus' in anchor)) return;
    return attachTooltip(anchor as HTMLElement, text, options);
  }, [text, key]);
  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      {children}
    </span>
  );
}
