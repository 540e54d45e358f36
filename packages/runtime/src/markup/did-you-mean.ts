/**
 * The "did you mean" of a markup warning: the known word nearest to a misspelled one, if any is
 * near enough to be what the owner meant (edits: insert, delete, replace, swap two neighbours;
 * at most a third of the word's length, and at least one). Case and the difference between
 * `auto-crop`, `auto_crop` and `autoCrop` cost nothing.
 */

function normalise(word: string): string {
  return word.toLowerCase().replace(/[-_\s]/g, '');
}

/** Optimal string alignment distance (Levenshtein with adjacent transpositions). */
function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows[i] = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[i]![j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

export function didYouMean(word: string, known: Iterable<string>): string | undefined {
  const wanted = normalise(word);
  const limit = Math.max(1, Math.floor(wanted.length / 3));
  let nearest: string | undefined;
  let nearestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    const distance = editDistance(wanted, normalise(candidate));
    if (distance < nearestDistance) {
      nearest = candidate;
      nearestDistance = distance;
    }
  }
  return nearestDistance <= limit ? nearest : undefined;
}
