/**
 * What a piece of page work is for, as the consent gate asks about it. Today's consent is
 * all-or-nothing (an acceptance allows every purpose, a decline none but 'necessary'); issue 20
 * adds per-purpose choices behind the same functions.
 */
export type ConsentPurpose = 'necessary' | 'functional' | 'analytics' | 'marketing';
