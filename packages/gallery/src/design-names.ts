/**
 * The design names (spec 001 §2: eight, plus autorows, whose constants are in §9). Another name
 * displays as stacked; the gallery factory throws for a name its build does not know.
 */
export const designs = [
  'stacked',
  'slider',
  'slideshow',
  'grid',
  'autogrid',
  'autocolumns',
  'carousel',
  'list',
  'autorows',
] as const;

export type Design = (typeof designs)[number];

export function isDesign(name: unknown): name is Design {
  return typeof name === 'string' && (designs as readonly string[]).includes(name);
}

/** spec 001 §2: any other name falls back to the basic (stacked) layout for display. */
export function displayDesign(name: unknown): Design {
  return isDesign(name) ? name : 'stacked';
}
