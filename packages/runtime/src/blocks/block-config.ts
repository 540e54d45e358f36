import { isJsonObject } from '../is-json-object';

/** The attribute that carries a block's JSON configuration (docs/markup.md). */
export const BLOCK_CONFIG_ATTRIBUTE = 'data-block-config';

/**
 * A block's configuration: the JSON of its `data-block-config` attribute, or of a child
 * `<script type="application/json" data-block-config>` for large configurations. Malformed JSON
 * gives a console warning naming the block and `undefined`, never a throw.
 */
export function readBlockConfig<T = Record<string, unknown>>(element: Element): T | undefined {
  let text = element.getAttribute(BLOCK_CONFIG_ATTRIBUTE);
  if (text === null) {
    const script = Array.from(element.children).find(
      (child) => child.tagName === 'SCRIPT' && child.hasAttribute(BLOCK_CONFIG_ATTRIBUTE),
    );
    if (!script) return undefined;
    text = script.textContent ?? '';
  }
  const name = element.getAttribute('data-block') ?? element.tagName.toLowerCase();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    console.warn(
      `[tessera] Invalid JSON in ${BLOCK_CONFIG_ATTRIBUTE} of block "${name}": ${(error as Error).message}`,
      element,
    );
    return undefined;
  }
  if (!isJsonObject(value)) {
    console.warn(
      `[tessera] ${BLOCK_CONFIG_ATTRIBUTE} of block "${name}" must be a JSON object`,
      element,
    );
    return undefined;
  }
  return value as T;
}
