import { useCallback, useState, type ChangeEvent } from 'react';
import type { FieldMessages } from '../form-errors.ts';

/** The values and per-field messages of a form; editing a field clears its message. */
export function useFormValues<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldMessages>({});

  const setValue = useCallback((field: keyof Values & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  }, []);

  /** The change handler of an input bound to a field. */
  const bind = useCallback(
    (field: keyof Values & string) => ({
      // The field's name lets the browser's password manager tell the account from the password.
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.target.value),
    }),
    [setValue, values],
  );

  return { values, setValues, setValue, errors, setErrors, bind };
}
