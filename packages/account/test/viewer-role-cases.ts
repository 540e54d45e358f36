/**
 * Roles values for the viewer-only rule, as a page context's websiteRoles map may hold them for
 * an account: lists, single values, names, numbers, none, look-alikes and mixed lists. Shared by
 * the rule's own test (against @tessera/runtime holdsOnlyViewerRole) and the account feature's
 * (against ownerRedirect), so both run the same cases.
 */
export const VIEWER_ROLE_CASES: readonly unknown[] = [
  [10],
  ['viewer'],
  ['VIEWER'],
  '10',
  10,
  'viewer',
  [10, 1],
  [1],
  [],
  null,
  [10, 'viewer'],
  ['Viewer'],
  [11],
  // Look-alikes of the name and the number (the rule is written out, not imported).
  ['010'],
  ['10 '],
  [100],
  ['viewers'],
  ['1'],
  // Lists with something else in them, and a value that is two roles' text.
  [null, 10],
  [10, null],
  [10, {}],
  ['10,10'],
  [[10]],
];
