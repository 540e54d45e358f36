import type { SystemErrorDetail } from '@tessera/runtime';
import type { UiMessages } from './messages';

/**
 * What the system error overlay says under its title (spec 000 §2): either the note that the
 * error was logged, or the network message, or the url, format and error text.
 */
export function systemErrorLines(detail: SystemErrorDetail, text: UiMessages): string[] {
  switch (detail.kind) {
    case 'logged':
      return detail.message ? [text.errorLogged, detail.message] : [text.errorLogged];
    case 'network':
      return [detail.message];
    case 'format':
      return [
        `${text.urlLabel}: ${detail.url}`,
        `${text.formatLabel}: ${detail.format}`,
        `${text.errorLabel}: ${detail.error}`,
      ];
    default:
      // An untyped emitter's unknown kind: the title and buttons alone, rather than a render
      // that throws and leaves no overlay at all (DESIGN "Bad input").
      return [];
  }
}
