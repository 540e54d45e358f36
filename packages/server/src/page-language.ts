import { escapeHtml } from './escape-html';

/** The document's opening <html> tag (its attributes in group 1). */
const htmlTag = /<html\b([^>]*)>/i;
/** A lang attribute, quoted or not, inside that tag. */
const langAttribute = /\slang\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+)/i;

/**
 * The page with `<html lang>` set to the site's default language the owner chose in the console,
 * so the browser, screen readers and the analytics' website_locale fallback read the saved
 * language, not the one the page file was written with. A page without an <html> tag is left.
 */
export function withPageLanguage(html: string, language: string): string {
  const lang = ` lang="${escapeHtml(language)}"`;
  return html.replace(htmlTag, (_tag, attributes: string) =>
    langAttribute.test(attributes)
      ? `<html${attributes.replace(langAttribute, lang)}>`
      : `<html${lang}${attributes}>`,
  );
}
