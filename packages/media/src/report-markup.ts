/** The markup warnings' wording, imported by the image block and loader only on a mistake. */
export { reportMarkupMistakes, warnMarkup } from '@tessera/runtime';
