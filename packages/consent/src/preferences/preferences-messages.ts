/**
 * The preferences dialog's strings (not in the spec; the site may replace any of them through
 * `messages` in its consent settings, and each purpose's label and description through
 * `purposes`). In the dialog's chunk only: a visitor who never opens it downloads none of them.
 */
export const preferencesMessages = {
  preferencesTitle: 'Cookie preferences',
  preferencesText:
    'Choose which cookies this site may use. Necessary cookies are always on; the others stay off until you turn them on.',
  preferencesSave: 'Save choices',
  preferencesAcceptAll: 'Accept all',
  preferencesRejectAll: 'Reject all',
  preferencesAlwaysOn: 'Always on',
  necessaryLabel: 'Necessary',
  necessaryDescription:
    'Needed for the site to work: the cart, forms, security and remembering this choice.',
  functionalLabel: 'Functional',
  functionalDescription:
    'Embedded content such as videos, maps and fonts, and remembering your settings.',
  analyticsLabel: 'Analytics',
  analyticsDescription: 'Counting visits and seeing how the site is used.',
  marketingLabel: 'Marketing',
  marketingDescription: 'Advertising that follows you across sites, and measuring it.',
} as const;

export type PreferencesMessages = { [K in keyof typeof preferencesMessages]: string };
