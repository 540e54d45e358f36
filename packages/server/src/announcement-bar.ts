import { ANNOUNCEMENT_DISMISSED_COOKIE, DEFAULT_ANNOUNCEMENT_ID } from '@tessera/runtime';

export { ANNOUNCEMENT_DISMISSED_COOKIE };

/** The announcement bar's opening tag (docs/markup.md, "Site chrome"). */
const BAR_TAG = /<[a-z][a-z0-9-]*\s[^>]*\bdata-chrome="announcement-bar"[^>]*>/i;

/**
 * The page with its announcement bar rendered `hidden` when the visitor closed that bar before
 * (the dismissal cookie holds the bar's id; the bar is @tessera/chrome's): the bar then takes no room from
 * the first paint, instead of being hidden by the script after it (a layout shift). A page
 * without a bar, a bar with another id, or no cookie: the page as it is.
 */
export function hideDismissedAnnouncementBar(
  html: string,
  dismissedId: string | undefined,
): string {
  if (dismissedId === undefined) return html;
  const match = BAR_TAG.exec(html);
  if (!match) return html;
  const tag = match[0];
  const id = /\sdata-announcement-id="([^"]*)"/i.exec(tag)?.[1] || DEFAULT_ANNOUNCEMENT_ID;
  if (id !== dismissedId || /\shidden(?=[\s=>])/i.test(tag)) return html;
  const at = match.index + tag.length - 1;
  return `${html.slice(0, at)} hidden${html.slice(at)}`;
}
