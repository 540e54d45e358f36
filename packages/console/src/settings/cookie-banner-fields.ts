import { bannerPosition, type CookieBannerPosition, type CookieSettings } from '@tessera/consent';

type Banner = CookieSettings;
type Patch = Partial<Banner>;
type KeyOf<T> = { [K in keyof Banner]-?: Banner[K] extends T ? K : never }[keyof Banner];

interface Option {
  value: string;
  label: string;
}

/** One setting of the form: what control shows it, and what a change writes. */
export type BannerField =
  | {
      kind: 'checkbox';
      name: KeyOf<boolean>;
      label: string;
      /** What checking it writes; default the setting alone (twins write both). */
      patch?(on: boolean): Patch;
    }
  | { kind: 'text'; name: KeyOf<string>; label: string; hint?: string; multiline?: boolean }
  | {
      kind: 'radio';
      name: KeyOf<string>;
      legend: string;
      /** The choices, which may depend on the other settings (the position on the variant). */
      options(value: Banner): readonly Option[];
      patch?(choice: string, value: Banner): Patch;
    };

/** A group of fields, in a fieldset with its legend when it has one. */
export interface BannerFieldGroup {
  legend?: string;
  fields: readonly BannerField[];
}

const POSITIONS: Record<Banner['cookieBannerVariant'], readonly Option[]> = {
  BAR: [
    { value: 'TOP', label: 'Top' },
    { value: 'BOTTOM', label: 'Bottom' },
  ],
  POPUP: [
    { value: 'TOP_LEFT', label: 'Top left' },
    { value: 'TOP_RIGHT', label: 'Top right' },
    { value: 'BOTTOM_LEFT', label: 'Bottom left' },
    { value: 'BOTTOM_RIGHT', label: 'Bottom right' },
  ],
};

const choices = (options: readonly Option[]) => () => options;

/**
 * The restrictive policy is analytics-cookies-disabled in API form, and visitor data restricted
 * the inverse of the activity log (spec 000 §3): changing one changes its twin.
 */
const restrictive = (on: boolean): Patch => ({
  isRestrictiveCookiePolicyEnabled: on,
  isAnalyticsCookiesDisabled: on,
});
const activityLog = (on: boolean): Patch => ({
  isActivityLogEnabled: on,
  isVisitorDataRestricted: !on,
});

/** Every cookie banner setting of spec 000 §3, in the order the form shows them. */
export const BANNER_FIELD_GROUPS: readonly BannerFieldGroup[] = [
  {
    fields: [{ kind: 'checkbox', name: 'isCookieBannerEnabled', label: 'Show the cookie banner' }],
  },
  {
    fields: [
      {
        kind: 'text',
        name: 'cookieBannerText',
        label: 'Banner text',
        hint: 'Rich text: paragraphs, links, bold and italic.',
        multiline: true,
      },
      { kind: 'text', name: 'cookieBannerCtaText', label: 'Accept button text' },
      { kind: 'text', name: 'cookieBannerOptOutCtaText', label: 'Decline button text' },
      {
        kind: 'radio',
        name: 'cookieBannerVariant',
        legend: 'Layout',
        options: choices([
          { value: 'BAR', label: 'Bar' },
          { value: 'POPUP', label: 'Popup' },
        ]),
        // A position of the other variant is mapped to one of this variant's.
        patch: (variant, value) => {
          const next = variant as Banner['cookieBannerVariant'];
          return {
            cookieBannerVariant: next,
            cookieBannerPosition: bannerPosition(next, value.cookieBannerPosition),
          };
        },
      },
      {
        kind: 'radio',
        name: 'cookieBannerPosition',
        legend: 'Position',
        options: (value) => POSITIONS[value.cookieBannerVariant],
        patch: (position) => ({ cookieBannerPosition: position as CookieBannerPosition }),
      },
      {
        kind: 'radio',
        name: 'cookieBannerTheme',
        legend: 'Theme',
        options: choices([
          { value: 'LIGHT', label: 'Light' },
          { value: 'DARK', label: 'Dark' },
        ]),
      },
      {
        kind: 'radio',
        name: 'cookieBannerCtaVariant',
        legend: 'Buttons',
        options: choices([
          { value: 'TEXT', label: 'Text' },
          { value: 'BUTTON', label: 'Button' },
          { value: 'ICON', label: 'Icon' },
        ]),
      },
      {
        kind: 'radio',
        name: 'cookieBannerAcceptType',
        legend: 'Choice',
        options: choices([
          { value: 'OPT_IN', label: 'Accept only' },
          { value: 'OPT_IN_AND_OUT', label: 'Accept or decline' },
        ]),
      },
    ],
  },
  {
    legend: 'Cookie policy',
    fields: [
      {
        kind: 'checkbox',
        name: 'isRestrictiveCookiePolicyEnabled',
        label: 'Restrictive cookie policy (no tracking cookies until the visitor accepts)',
        patch: restrictive,
      },
      {
        kind: 'checkbox',
        name: 'isAnalyticsCookiesDisabled',
        label: 'Analytics cookies disabled (the restrictive policy in API form)',
        patch: restrictive,
      },
      {
        kind: 'checkbox',
        name: 'isRestrictiveCookiePolicyAbsolute',
        label: 'Keep the restrictive policy while the banner is off',
      },
      {
        kind: 'checkbox',
        name: 'isActivityLogEnabled',
        label: 'Activity log enabled',
        patch: activityLog,
      },
      {
        kind: 'checkbox',
        name: 'isVisitorDataRestricted',
        label: 'Visitor data restricted (the inverse of the activity log)',
        patch: (on) => activityLog(!on),
      },
    ],
  },
];
