import {
  bannerPosition,
  type CookieBannerCtaVariant,
  type CookieBannerPosition,
  type CookieSettings,
} from '@tessera/consent';
import { CONSOLE_COOKIE_BANNER_PATH } from '@tessera/runtime';
import { type FormEvent, useState } from 'react';
import { useConsole } from '../console-context';
import { messages } from '../messages';
import { BannerPreview } from './banner-preview';
import { CheckboxField, Field, RadioField } from './field';
import { SaveBar } from './save-bar';
import type { ConsoleSettings } from './settings-types';
import { useSave } from './use-save';

type Banner = ConsoleSettings['cookieSettings'];

const POSITIONS: Record<
  CookieSettings['cookieBannerVariant'],
  readonly { value: CookieBannerPosition; label: string }[]
> = {
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

/** The banner's texts (spec 000 §3), each with its server error beside it. */
function BannerTexts({
  value,
  set,
  error,
}: {
  value: Banner;
  set(patch: Partial<Banner>): void;
  error(name: string): string | undefined;
}) {
  return (
    <>
      <Field
        name="cookieBannerText"
        label="Banner text"
        error={error('cookieBannerText')}
        hint="Rich text: paragraphs, links, bold and italic."
      >
        {(describedBy, invalid) => (
          <textarea
            id="cookieBannerText"
            rows={4}
            value={value.cookieBannerText}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => set({ cookieBannerText: e.target.value })}
          />
        )}
      </Field>
      <Field
        name="cookieBannerCtaText"
        label="Accept button text"
        error={error('cookieBannerCtaText')}
      >
        {(describedBy, invalid) => (
          <input
            id="cookieBannerCtaText"
            value={value.cookieBannerCtaText}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => set({ cookieBannerCtaText: e.target.value })}
          />
        )}
      </Field>
      <Field
        name="cookieBannerOptOutCtaText"
        label="Decline button text"
        error={error('cookieBannerOptOutCtaText')}
      >
        {(describedBy, invalid) => (
          <input
            id="cookieBannerOptOutCtaText"
            value={value.cookieBannerOptOutCtaText}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => set({ cookieBannerOptOutCtaText: e.target.value })}
          />
        )}
      </Field>
    </>
  );
}

/** Layout and look: variant, position (for that variant), theme, buttons, accept type. */
function BannerLayout({
  value,
  set,
  error,
}: {
  value: Banner;
  set(patch: Partial<Banner>): void;
  error(name: string): string | undefined;
}) {
  return (
    <>
      <RadioField
        name="cookieBannerVariant"
        legend="Layout"
        value={value.cookieBannerVariant}
        error={error('cookieBannerVariant')}
        options={[
          { value: 'BAR', label: 'Bar' },
          { value: 'POPUP', label: 'Popup' },
        ]}
        onChange={(variant) =>
          set({
            cookieBannerVariant: variant,
            cookieBannerPosition: bannerPosition(variant, value.cookieBannerPosition),
          })
        }
      />
      <RadioField
        name="cookieBannerPosition"
        legend="Position"
        value={value.cookieBannerPosition}
        error={error('cookieBannerPosition')}
        options={POSITIONS[value.cookieBannerVariant]}
        onChange={(position) => set({ cookieBannerPosition: position })}
      />
      <RadioField
        name="cookieBannerTheme"
        legend="Theme"
        value={value.cookieBannerTheme}
        error={error('cookieBannerTheme')}
        options={[
          { value: 'LIGHT', label: 'Light' },
          { value: 'DARK', label: 'Dark' },
        ]}
        onChange={(theme) => set({ cookieBannerTheme: theme })}
      />
      <RadioField<CookieBannerCtaVariant>
        name="cookieBannerCtaVariant"
        legend="Buttons"
        value={value.cookieBannerCtaVariant}
        error={error('cookieBannerCtaVariant')}
        options={[
          { value: 'TEXT', label: 'Text' },
          { value: 'BUTTON', label: 'Button' },
          { value: 'ICON', label: 'Icon' },
        ]}
        onChange={(cta) => set({ cookieBannerCtaVariant: cta })}
      />
      <RadioField
        name="cookieBannerAcceptType"
        legend="Choice"
        value={value.cookieBannerAcceptType}
        error={error('cookieBannerAcceptType')}
        options={[
          { value: 'OPT_IN', label: 'Accept only' },
          { value: 'OPT_IN_AND_OUT', label: 'Accept or decline' },
        ]}
        onChange={(type) => set({ cookieBannerAcceptType: type })}
      />
    </>
  );
}

/**
 * The policy flags. Two pairs are one setting in two forms (spec 000 §3): the restrictive
 * policy is analytics-cookies-disabled in API form, and visitor data restricted is the inverse
 * of the activity log; changing one changes its twin.
 */
function BannerPolicy({
  value,
  set,
  error,
}: {
  value: Banner;
  set(patch: Partial<Banner>): void;
  error(name: string): string | undefined;
}) {
  const restrictive = (on: boolean) =>
    set({ isRestrictiveCookiePolicyEnabled: on, isAnalyticsCookiesDisabled: on });
  const activityLog = (on: boolean) =>
    set({ isActivityLogEnabled: on, isVisitorDataRestricted: !on });
  return (
    <fieldset className="field-group">
      <legend>Cookie policy</legend>
      <CheckboxField
        name="isRestrictiveCookiePolicyEnabled"
        label="Restrictive cookie policy (no tracking cookies until the visitor accepts)"
        checked={value.isRestrictiveCookiePolicyEnabled}
        error={error('isRestrictiveCookiePolicyEnabled')}
        onChange={restrictive}
      />
      <CheckboxField
        name="isAnalyticsCookiesDisabled"
        label="Analytics cookies disabled (the restrictive policy in API form)"
        checked={value.isAnalyticsCookiesDisabled}
        error={error('isAnalyticsCookiesDisabled')}
        onChange={restrictive}
      />
      <CheckboxField
        name="isRestrictiveCookiePolicyAbsolute"
        label="Keep the restrictive policy while the banner is off"
        checked={value.isRestrictiveCookiePolicyAbsolute}
        error={error('isRestrictiveCookiePolicyAbsolute')}
        onChange={(on) => set({ isRestrictiveCookiePolicyAbsolute: on })}
      />
      <CheckboxField
        name="isActivityLogEnabled"
        label="Activity log enabled"
        checked={value.isActivityLogEnabled}
        error={error('isActivityLogEnabled')}
        onChange={activityLog}
      />
      <CheckboxField
        name="isVisitorDataRestricted"
        label="Visitor data restricted (the inverse of the activity log)"
        checked={value.isVisitorDataRestricted}
        error={error('isVisitorDataRestricted')}
        onChange={(on) => activityLog(!on)}
      />
    </fieldset>
  );
}

/** Every cookie banner setting of spec 000 §3, with the real banner previewed in both themes. */
export function CookieBannerForm({
  initial,
  onSaved,
}: {
  initial: Banner;
  onSaved(saved: Banner): void;
}) {
  const { api, start, channel } = useConsole();
  const [value, setValue] = useState(initial);
  const set = (patch: Partial<Banner>) => setValue((current) => ({ ...current, ...patch }));
  const save = useSave(
    () => api.send<Banner>('PUT', CONSOLE_COOKIE_BANNER_PATH, value),
    (saved) => {
      onSaved(saved);
      setValue(saved);
      channel.broadcast('setting-saved', 'cookie-banner');
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.run();
  };
  return (
    <form onSubmit={submit} aria-labelledby="cookie-banner-heading" noValidate>
      <h2 id="cookie-banner-heading">{messages.bannerHeading}</h2>
      <div className="previews">
        <BannerPreview settings={value} theme="LIGHT" title={messages.previewLight} />
        <BannerPreview settings={value} theme="DARK" title={messages.previewDark} />
      </div>
      <fieldset disabled={!start.canEdit} className="plain">
        <legend className="visually-hidden">{messages.bannerHeading}</legend>
        <CheckboxField
          name="isCookieBannerEnabled"
          label="Show the cookie banner"
          checked={value.isCookieBannerEnabled}
          error={save.fieldError('isCookieBannerEnabled')}
          onChange={(on) => set({ isCookieBannerEnabled: on })}
        />
        <BannerTexts value={value} set={set} error={save.fieldError} />
        <BannerLayout value={value} set={set} error={save.fieldError} />
        <BannerPolicy value={value} set={set} error={save.fieldError} />
      </fieldset>
      <SaveBar state={save.state} canEdit={start.canEdit} />
    </form>
  );
}
