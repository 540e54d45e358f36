/**
 * The order in which a gallery's images load by proximity to the current index (spec 001 §4):
 * nearest first, counted around the ends when the gallery loops; on a tie the next one before
 * the previous one, since visitors mostly go forward.
 */
function proximityDistance(index: number, current: number, total: number, loop: boolean): number {
  const straight = Math.abs(index - current);
  return loop && total > 0 ? Math.min(straight, total - straight) : straight;
}

export function proximityOrder(
  indices: readonly number[],
  current: number,
  total: number,
  loop: boolean,
): number[] {
  const ahead = (index: number) => {
    const forward = (((index - current) % total) + total) % total;
    return loop ? forward <= total - forward : index >= current;
  };
  return [...indices].sort((a, b) => {
    const difference =
      proximityDistance(a, current, total, loop) - proximityDistance(b, current, total, loop);
    if (difference !== 0) return difference;
    return Number(ahead(b)) - Number(ahead(a));
  });
}
