/**
 * The form's definition in the page context (`forms[formId]`, from the site's configuration):
 * newsletter, successUrl, successMessage, submitButtonText, captcha. The markup's own
 * data-block-config wins over it, key by key.
 */
import { type FormOptionsInput, readFormOptions } from './form-options';

function formDefinition(page: Record<string, unknown>, formId: string): unknown {
  const forms = page.forms;
  if (typeof forms !== 'object' || forms === null || Array.isArray(forms)) return undefined;
  return Object.hasOwn(forms, formId) ? (forms as Record<string, unknown>)[formId] : undefined;
}

/**
 * Options from the markup over the page context's definition; undefined without a formId (the
 * markup's, else `fallbackFormId`).
 */
export function mergeFormOptions(
  page: Record<string, unknown>,
  markupConfig: unknown,
  fallbackFormId?: string,
): FormOptionsInput | undefined {
  const fromMarkup = readFormOptions(markupConfig) ?? {};
  const formId = fromMarkup.formId ?? fallbackFormId;
  if (typeof formId !== 'string' || formId === '') return undefined;
  const definition = formDefinition(page, formId);
  const fromDefinition =
    definition === undefined ? {} : (readFormOptions(definition, `forms.${formId}`) ?? {});
  // The definition's id and submit text describe the server side, not options of the page.
  const { formId: _id, submittingText: _text, ...shared } = fromDefinition;
  return { ...shared, ...fromMarkup, formId };
}
