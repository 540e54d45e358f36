/**
 * Words markup mistakes (findConfigMistakes' and a block's own) as console warnings, each once
 * per page (warnMarkup): the block, the key or part, a "did you mean" for a misspelled key or
 * value, the element's selector path and the docs section. A block imports this lazily, only
 * when it found a mistake.
 */
import type { KeyRule, MarkupMistake } from './config-mistakes';
import { kindOf } from './config-mistakes';
import { didYouMean } from './did-you-mean';
import { warnMarkup } from './markup-warning';

export interface MistakeContext {
  /** The block's name, as the warnings write it. */
  block: string;
  /** The anchor of the block's section in docs/markup.md. */
  anchor: string;
  /** The block's known keys, for the suggestions. */
  known: Readonly<Record<string, KeyRule>>;
}

function describeKinds(rule: KeyRule): string {
  const words = rule.map((kind) =>
    kind === 'numeric' ? 'number' : kind === 'flag' ? 'boolean' : kind,
  );
  const unique = [...new Set(words)].map((word) =>
    /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`,
  );
  return unique.length > 1 ? `${unique.slice(0, -1).join(', ')} or ${unique.at(-1)}` : unique[0]!;
}

function describe(mistake: MarkupMistake, { block, known }: MistakeContext): string {
  switch (mistake.kind) {
    case 'unknown-key': {
      const nearest = didYouMean(mistake.key, Object.keys(known));
      const hint = nearest ? `: did you mean "${nearest}"?` : '';
      return `Unknown key "${mistake.key}" in the configuration of block "${block}"${hint}`;
    }
    case 'wrong-kind':
      return `Block "${block}": "${mistake.key}" is ${JSON.stringify(mistake.value)} (${kindOf(mistake.value)}), expected ${describeKinds(mistake.rule)}`;
    case 'unknown-value': {
      const nearest = didYouMean(mistake.value, mistake.allowed);
      const hint = nearest
        ? `did you mean "${nearest}"?`
        : `expected one of ${mistake.allowed.map((name) => `"${name}"`).join(', ')}`;
      return `Block "${block}": unknown ${mistake.key} "${mistake.value}": ${hint}`;
    }
    case 'missing-part':
      return `Block "${block}" is missing a part: ${mistake.part}`;
  }
}

/** Logs each mistake once per page; returns how many were logged now. */
export function reportMarkupMistakes(
  element: Element,
  mistakes: readonly MarkupMistake[],
  context: MistakeContext,
): number {
  let logged = 0;
  for (const mistake of mistakes) {
    if (warnMarkup(element, describe(mistake, context), context.anchor)) logged++;
  }
  return logged;
}
