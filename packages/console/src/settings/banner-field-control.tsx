import type { CookieSettings } from '@tessera/consent';
import type { BannerField } from './cookie-banner-fields';
import { CheckboxField, Field, RadioField } from './field';

/** One row of the cookie banner's field table as its control, its server error beside it. */
export function BannerFieldControl({
  field,
  value,
  set,
  error,
}: {
  field: BannerField;
  value: CookieSettings;
  set(patch: Partial<CookieSettings>): void;
  error: string | undefined;
}) {
  if (field.kind === 'checkbox') {
    return (
      <CheckboxField
        name={field.name}
        label={field.label}
        checked={value[field.name]}
        error={error}
        onChange={(on) => set(field.patch ? field.patch(on) : { [field.name]: on })}
      />
    );
  }
  if (field.kind === 'radio') {
    return (
      <RadioField
        name={field.name}
        legend={field.legend}
        value={value[field.name]}
        error={error}
        options={field.options(value)}
        onChange={(choice) =>
          set(field.patch ? field.patch(choice, value) : { [field.name]: choice })
        }
      />
    );
  }
  const Control = field.multiline ? 'textarea' : 'input';
  return (
    <Field name={field.name} label={field.label} error={error} hint={field.hint}>
      {(describedBy, invalid) => (
        <Control
          id={field.name}
          rows={field.multiline ? 4 : undefined}
          value={value[field.name]}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => set({ [field.name]: event.target.value })}
        />
      )}
    </Field>
  );
}
