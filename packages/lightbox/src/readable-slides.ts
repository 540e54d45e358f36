import { itemFromElement, type LightboxItem } from './items';

/** The slides that read as items, each beside its element (index for index). */
export function readableSlides<T extends Element>(
  slides: T[],
): { elements: T[]; items: LightboxItem[] } {
  const elements: T[] = [];
  const items: LightboxItem[] = [];
  for (const slide of slides) {
    const item = itemFromElement(slide);
    if (!item) continue;
    elements.push(slide);
    items.push(item);
  }
  return { elements, items };
}
