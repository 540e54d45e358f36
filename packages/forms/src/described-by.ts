/** Adds and removes ids in an element's aria-describedby list, keeping the site's own ids. */
function ids(element: Element): string[] {
  return (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
}

export function addDescribedBy(element: Element, id: string): void {
  const list = ids(element);
  if (!list.includes(id)) element.setAttribute('aria-describedby', [...list, id].join(' '));
}

export function removeDescribedBy(element: Element, id: string): void {
  const list = ids(element).filter((existing) => existing !== id);
  if (list.length > 0) element.setAttribute('aria-describedby', list.join(' '));
  else element.removeAttribute('aria-describedby');
}
