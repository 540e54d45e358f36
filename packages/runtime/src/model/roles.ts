import type { PageContext } from '../page-context';
import { ContributorRole } from './enumerations';

/** A viewer role as the context may name it: by name or by number (spec 002 §6). */
function isViewerRole(role: unknown): boolean {
  const name = String(role);
  return name === 'viewer' || name === 'VIEWER' || name === String(ContributorRole.VIEWER);
}

function rolesOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === undefined || value === null) return [];
  return [value];
}

/**
 * Whether the logged-in account holds only the viewer role (spec 002 §6): such a user is not
 * redirected to the config area and is tracked like an anonymous visitor.
 */
export function holdsOnlyViewerRole(page: PageContext): boolean {
  const account = page.authenticatedAccount;
  if (!account || !page.websiteRoles) return false;
  const roles = rolesOf(account.id ? page.websiteRoles[account.id] : undefined);
  return roles.length > 0 && roles.every(isViewerRole);
}
