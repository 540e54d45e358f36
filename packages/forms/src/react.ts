/**
 * @tessera/forms/react: the form block's behaviour as a hook for forms a React app renders
 * (README "React"): useTesseraForm(definition, { endpoint }).
 */

export type { FormMessages } from './form-messages';
export type {
  FormDefinition,
  FormEndpoint,
  FormFieldDefinition,
  RegisteredControl,
  TesseraForm,
  TesseraFormOptions,
  TesseraFormState,
} from './react/tessera-form-types';
export { useTesseraForm } from './react/use-tessera-form';
