/**
 * The keys that move focus between the headers of an accordion and the tabs of a tablist
 * (WAI-ARIA Authoring Practices, accordion and tabs patterns): the next and previous keys of the
 * widget's orientation wrap around, Home and End go to the first and last.
 */
export type Orientation = 'horizontal' | 'vertical';

const KEYS: Record<Orientation, [previous: string, next: string]> = {
  horizontal: ['ArrowLeft', 'ArrowRight'],
  vertical: ['ArrowUp', 'ArrowDown'],
};

/** The index focus moves to for `key` from `current` among `count` items, or undefined when the
 * key does not move focus (the caller then leaves the event alone). */
export function rovingIndex(
  key: string,
  current: number,
  count: number,
  orientation: Orientation,
): number | undefined {
  if (count < 1) return undefined;
  const [previous, next] = KEYS[orientation];
  if (key === next) return (current + 1) % count;
  if (key === previous) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
