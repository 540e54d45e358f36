/**
 * The registered definitions, in order. A definition without a name or a load function is a
 * programming error (thrown). An invalid selector is found by the scanner, which logs and drops
 * it, so one bad registration cannot stop the page's other blocks.
 */
import type { BlockDefinition } from '../blocks/block-definition';

export interface BlockRegistry {
  readonly definitions: BlockDefinition[];
  add(definition: BlockDefinition): void;
}

export function createBlockRegistry(): BlockRegistry {
  const definitions: BlockDefinition[] = [];
  return {
    definitions,
    add(definition) {
      if (typeof definition?.name !== 'string' || typeof definition.load !== 'function') {
        throw new TypeError('A block needs a name and a load function');
      }
      definitions.push(definition);
    },
  };
}
