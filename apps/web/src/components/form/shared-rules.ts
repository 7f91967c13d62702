import type { FieldValues, Resolver, FieldErrors as RuleErrors } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';

/** A form's failing fields, each with the i18n key of its message. */
export type FieldErrors<K extends string> = Partial<Record<K, string | undefined>>;

/**
 * react-hook-form's resolver over a form's rule function. The rule functions call the shared
 * rules of packages/shared (validateField, the zod rules by spec 5 name), so the form checks
 * exactly what the server checks again; each message is an i18n key.
 */
export function sharedRulesResolver<V extends FieldValues>(
  validate: (values: V) => FieldErrors<keyof V & string>,
): Resolver<V> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, message] of Object.entries(validate(values))) {
      if (message) errors[name] = { type: 'rule', message };
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as RuleErrors<V> };
  };
}

/** The form field a server answer names (ApiError.field, spec 8), through the form's own table. */
export function serverFieldOf<K extends string>(
  error: unknown,
  fields: Readonly<Record<string, K>>,
): K | undefined {
  const named = error instanceof ApiError ? error.field : undefined;
  return named !== undefined && Object.hasOwn(fields, named) ? fields[named] : undefined;
}
