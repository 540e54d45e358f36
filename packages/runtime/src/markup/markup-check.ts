/**
 * `@tessera/runtime/markup-check`: the development checks (docs/markup.md "Markup warnings"),
 * a page feature the script loads only on a page in development, marked `data-tessera-debug`
 * (on the script tag, or any element). It warns once for each element whose `data-block` names
 * no registered block, with the nearest registered name, and watches blocks added later. The
 * blocks' own mistakes (keys, values, parts) are warned about by each block's chunk, in
 * production too; the unknown names are found here, so that the loader carries no list of them.
 */
import type { BlockDefinition, BlockModule } from '../blocks/block-definition';
import { createCleanupStore } from '../blocks/cleanup-store';
import { storeObserver } from '../blocks/cleanup-store-helpers';
import { didYouMean } from './did-you-mean';
import { warnMarkup } from './markup-warning';

/** The anchor of the blocks section in docs/markup.md. */
const BLOCKS_DOCS = 'blocks';

/** The page's registry: the script's handle (`window.Tessera.blocks`). */
function registered(): readonly BlockDefinition[] {
  return (
    (globalThis as { Tessera?: { blocks?: readonly BlockDefinition[] } }).Tessera?.blocks ?? []
  );
}

function matchesAny(element: Element, definitions: readonly BlockDefinition[]): boolean {
  return definitions.some((definition) => {
    try {
      return !!definition.selector && element.matches(definition.selector);
    } catch {
      return false;
    }
  });
}

/** Warns for each element in `root` (itself included) whose block name no definition takes. */
export function checkBlockNames(
  root: Element | Document,
  definitions: readonly BlockDefinition[] = registered(),
): void {
  const elements = [...root.querySelectorAll('[data-block]')];
  if (root instanceof Element && root.matches('[data-block]')) elements.unshift(root);
  const names = definitions.filter((definition) => definition.selector).map(({ name }) => name);
  for (const element of elements) {
    if (matchesAny(element, definitions)) continue;
    const name = element.getAttribute('data-block') ?? '';
    const nearest = didYouMean(name, names);
    const hint = nearest ? `: did you mean "${nearest}"?` : '';
    warnMarkup(element, `Unknown block "${name}"${hint}`, BLOCKS_DOCS);
  }
}

export const init: BlockModule['init'] = (body) => {
  const store = createCleanupStore();
  const doc = body.ownerDocument;
  checkBlockNames(doc);
  const observer = storeObserver(
    store,
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof Element) checkBlockNames(node);
      }
    }),
  );
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  return () => store.clear();
};
