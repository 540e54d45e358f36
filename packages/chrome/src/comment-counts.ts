import { isJsonObject } from '@tessera/runtime';

/** A comment-service short name as the service writes them (letters, digits, hyphens). */
const SHORTNAME = /^[a-z0-9-]+$/i;

/**
 * The comment-count script's URL (spec 002 §7: loaded when a short name is set), when
 * websiteSettings has a well-formed disqusShortname and commentsEnabled is true; else undefined.
 */
export function commentCountScriptUrl(websiteSettings: unknown): string | undefined {
  if (!isJsonObject(websiteSettings) || websiteSettings.commentsEnabled !== true) return undefined;
  const name = websiteSettings.disqusShortname;
  return typeof name === 'string' && SHORTNAME.test(name)
    ? `https://${name.toLowerCase()}.disqus.com/count.js`
    : undefined;
}

/** The id the service's count script expects on its element. */
export const COMMENT_COUNT_SCRIPT_ID = 'dsq-count-scr';
