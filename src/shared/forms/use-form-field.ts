import { useController, type Control, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { touchedError } from './touched-error';

/** What react-hook-form's field gives the input; the rest of the input's props pass through. */
export type ControlledProps = 'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'disabled' | 'error';

export type FormFieldProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = {
  control: Control<TFieldValues>;
  /** A field of the form: a string for a text field, a boolean for a checkbox. */
  name: TName;
  /** Controller rules, e.g. `{ deps: ['confirmation'] }`. */
  rules?: UseControllerProps<TFieldValues, TName>['rules'];
  /** Shows the validation error even on an untouched field (e.g. once the form was submitted). */
  showErrors?: boolean | undefined;
  /** Shown when no validation error shows (e.g. the answer of a server check). */
  extraError?: string | undefined;
  /** Called once the form has taken the field's blur (e.g. to record a step of a funnel). */
  afterBlur?: (() => void) | undefined;
};

/** The form's field for an input, with the error to show: once touched (spec 5) or with `showErrors`. */
export function useFormField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  rules,
  showErrors = false,
  extraError,
  afterBlur,
}: FormFieldProps<TFieldValues, TName>) {
  const { field, fieldState } = useController({ control, name, rules });
  const error = touchedError(fieldState.error, fieldState.isTouched || showErrors) ?? extraError;
  const onBlur = afterBlur
    ? () => {
        field.onBlur();
        afterBlur();
      }
    : field.onBlur;
  return { field: { ...field, onBlur }, error };
}
