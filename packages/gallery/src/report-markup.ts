/** The markup warnings' wording, imported by the block only when it found a mistake. */
export { reportMarkupMistakes } from '@tessera/runtime';
