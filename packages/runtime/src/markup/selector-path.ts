/**
 * A CSS selector path that names one element in a console warning, so an owner finds it in the
 * page's source: `body > main > section:nth-of-type(2) > div[data-block="gallery"]`. It starts
 * at the nearest ancestor with an id (`#work > figure`), or at body.
 */

/** One step: the tag, the element's id or block name when it has one, and its place among
 * siblings of the same tag when it has such siblings. */
function step(element: Element): string {
  const tag = element.tagName.toLowerCase();
  if (element.id) {
    return /^[A-Za-z][\w-]*$/.test(element.id)
      ? `#${element.id}`
      : `[id=${JSON.stringify(element.id)}]`;
  }
  const block = element.getAttribute('data-block');
  let text = block === null ? tag : `${tag}[data-block="${block.replace(/["\\]/g, '\\$&')}"]`;
  const parent = element.parentElement;
  if (parent) {
    const same = Array.from(parent.children).filter((child) => child.tagName === element.tagName);
    if (same.length > 1) text += `:nth-of-type(${same.indexOf(element) + 1})`;
  }
  return text;
}

export function selectorPath(element: Element): string {
  const steps: string[] = [];
  let current: Element | null = element;
  while (current && current.tagName !== 'BODY' && current.tagName !== 'HTML') {
    steps.unshift(step(current));
    if (current.id) return steps.join(' > ');
    current = current.parentElement;
  }
  // A detached element starts at its own topmost ancestor rather than at body.
  if (current) steps.unshift(current.tagName.toLowerCase());
  return steps.join(' > ');
}
