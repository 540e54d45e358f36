import { PageType } from '@tessera/runtime';
import { isContributor } from './account-roles';
import type { Session } from './accounts';
import { messages } from './messages';

/**
 * Who may see a page (site.json `pages[…].access`): everyone ('public', the default), any
 * logged-in account ('members': site members and contributors), or contributors only ('locked').
 */
export type PageAccess = 'public' | 'members' | 'locked';

export const PAGE_ACCESS_VALUES: readonly PageAccess[] = ['public', 'members', 'locked'];

interface PageRefusal {
  /** spec 002 §2: 103 lock screen, 106 member area access denied. */
  pageType: number;
  /** spec 001 §9 / 002 §6, word for word. */
  message: string;
}

/**
 * Why `session` may not see a page with `access`, or undefined when it may. The server then
 * answers 403 with the refusal instead of the page: the content never leaves the server.
 */
export function pageRefusal(
  access: PageAccess | undefined,
  session: Session | undefined,
): PageRefusal | undefined {
  if (access === 'locked' && !isContributor(session)) {
    return { pageType: PageType.LOCK_SCREEN, message: messages.pageLocked };
  }
  if (access === 'members' && !session) {
    return { pageType: PageType.MEMBER_AREA_ACCESS_DENIED, message: messages.membersOnly };
  }
  return undefined;
}
