import { ContributorRole } from '@tessera/runtime';
import type { Session } from './accounts';

/**
 * What an account is to the site (accounts.role). spec 002 §6 names contributor roles by number
 * and says a viewer sees without changing; which roles the reference server gives is ours:
 * - owner: the admin contributor role; may use the console and change everything;
 * - viewer: the viewer contributor role; may open the console and every page, changes nothing;
 * - member: a site member, no contributor role; sees member-only pages, not the console.
 * Any other value stored in the table counts as a member (least privilege).
 */
type AccountRole = 'owner' | 'viewer' | 'member';

export function accountRole(session: Session | undefined): AccountRole | undefined {
  if (!session) return undefined;
  const role = session.account.role;
  return role === 'owner' || role === 'viewer' ? role : 'member';
}

/** The contributor roles the page context lists for the account (websiteRoles, spec 002 §6). */
export function contributorRoles(session: Session): number[] {
  const role = accountRole(session);
  if (role === 'owner') return [ContributorRole.ADMIN];
  if (role === 'viewer') return [ContributorRole.VIEWER];
  return [];
}

/** Owners and viewers: the accounts the console and locked pages are for. */
export function isContributor(session: Session | undefined): boolean {
  const role = accountRole(session);
  return role === 'owner' || role === 'viewer';
}
