/**
 * Adds a definition to the registry, the runtime's list of definitions in order. A definition
 * without a name or a load function is a programming error (thrown). An invalid selector is found
 * by the scanner, which logs and drops it, so one bad registration cannot stop the page's other
 * blocks.
 */
import type { BlockDefinition } from '../blocks/block-definition';

export function addBlockDefinition(definitions: BlockDefinition[], definition: BlockDefinition) {
  if (typeof definition?.name !== 'string' || typeof definition.load !== 'function') {
    throw new TypeError('A block needs a name and a load function');
  }
  definitions.push(definition);
}
