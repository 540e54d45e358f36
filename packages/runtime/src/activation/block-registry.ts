/**
 * The registered definitions, in order. A definition without a name or a load function is a
 * programming error (thrown); one with an invalid selector is logged and skipped, so one bad
 * registration cannot stop the page's other blocks.
 */
import type { BlockDefinition } from '../blocks/block-definition';

export interface BlockRegistry {
  readonly definitions: BlockDefinition[];
  /** Adds `definition`; false when it was skipped. */
  add(definition: BlockDefinition): boolean;
}

function isValidSelector(doc: Document, selector: string): boolean {
  try {
    doc.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

export function createBlockRegistry(doc: Document): BlockRegistry {
  const definitions: BlockDefinition[] = [];
  return {
    definitions,
    add(definition) {
      if (typeof definition?.name !== 'string' || typeof definition.load !== 'function') {
        throw new TypeError('A block needs a name and a load function');
      }
      if (definition.selector !== undefined && !isValidSelector(doc, definition.selector)) {
        console.error(
          `[tessera] Block "${definition.name}" has an invalid selector: skipped`,
          definition.selector,
        );
        return false;
      }
      definitions.push(definition);
      return true;
    },
  };
}
