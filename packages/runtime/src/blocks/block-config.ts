import { isJsonObject } from '../is-json-object';

/** The attribute that carries a block's JSON configuration (docs/markup.md). */
export const BLOCK_CONFIG_ATTRIBUTE = 'data-block-config';

/**
 * A block's configuration: the JSON of its `data-block-config` attribute, or of a child
 * `<script type="application/json" data-block-config>` for large configurations. Malformed JSON
 * gives a console warning naming the block and `undefined`, never a throw. A block that logs its
 * own refusal passes `report` and words the one warning itself (the conformance suite allows one).
 */
export function readBlockConfig<T = Record<string, unknown>>(
  element: Element,
  report: (problem: string) => void = (problem) => console.warn(`[tessera] ${problem}`, element),
): T | undefined {
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
    report(
      `Invalid JSON in ${BLOCK_CONFIG_ATTRIBUTE} of block "${name}": ${(error as Error).message}`,
    );
    return undefined;
  }
  if (!isJsonObject(value)) {
    report(`${BLOCK_CONFIG_ATTRIBUTE} of block "${name}" must be a JSON object`);
    return undefined;
  }
  return value as T;
}
