/**
 * The page a console's frameUrl may name (spec 000 §2): a path on this site (with its search),
 * else the home page. An absolute, protocol-relative or backslash address could frame another
 * site.
 */
export function framedPath(frameUrl: string | undefined): string {
  if (!frameUrl?.startsWith('/') || /^\/[/\\]/.test(frameUrl)) return '/';
  const url = new URL(frameUrl, 'http://site.invalid');
  return url.origin === 'http://site.invalid' ? url.pathname + url.search : '/';
}
