import type { RefObject } from 'react';
import { useEffect, useRef } from './react-api';

/**
 * Tells the owner of every slide change after the first slide (the address follows it through
 * history.ts, and a linked gallery follows it too).
 */
export function useIndexChange(
  index: number,
  live: RefObject<{ onIndexChange?(index: number): void }>,
): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    live.current.onIndexChange?.(index);
  }, [index, live]);
}
