import { serverFieldOf } from '../../../components/form/shared-rules.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';

/** What of a form kit a failed call writes to. */
interface ErrorTarget<K extends string> {
  fieldError(name: K, message: string): void;
  setFormError(message: string | null): void;
}

/**
 * A failed call shows by the field the server named (spec 8), through the form's table of
 * server names; any other failure shows above the button.
 */
export function showSubmitError<K extends string>(
  form: ErrorTarget<K>,
  error: unknown,
  fields: Readonly<Record<string, K>>,
) {
  const field = serverFieldOf(error, fields);
  if (field) form.fieldError(field, errorMessageKey(error));
  else form.setFormError(errorMessageKey(error));
}
