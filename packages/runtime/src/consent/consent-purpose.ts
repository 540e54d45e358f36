/**
 * What a piece of page work is for, as the consent gate asks about it: the four built-in
 * purposes. A site may name more (`purposes` in its consent settings, `data-consent="maps"`);
 * the gate takes any purpose name (see ConsentPurposeName).
 */
export type ConsentPurpose = 'necessary' | 'functional' | 'analytics' | 'marketing';

/** A built-in purpose or one the site names (letters, digits, '-' and '_'). */
export type ConsentPurposeName = ConsentPurpose | (string & {});

/** The built-in purposes, in the order the preferences dialog lists them. */
export const CONSENT_PURPOSES = ['necessary', 'functional', 'analytics', 'marketing'] as const;
