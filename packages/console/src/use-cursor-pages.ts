import { useState } from 'react';

export interface CursorPages {
  /** The cursor of the page shown (undefined: the first). */
  cursor: string | undefined;
  page: number;
  next(cursor: string): void;
  previous(): void;
}

/**
 * The cursors of the pages seen so far, so Previous goes back without the server counting
 * offsets. `resetKey` (the filters) starts again from the first page when it changes.
 */
export function useCursorPages(resetKey: string): CursorPages {
  const [state, setState] = useState<{ key: string; cursors: (string | undefined)[] }>({
    key: resetKey,
    cursors: [undefined],
  });
  const cursors = state.key === resetKey ? state.cursors : [undefined];
  return {
    cursor: cursors[cursors.length - 1],
    page: cursors.length,
    next: (cursor) => setState({ key: resetKey, cursors: [...cursors, cursor] }),
    previous: () =>
      setState({ key: resetKey, cursors: cursors.length > 1 ? cursors.slice(0, -1) : cursors }),
  };
}
