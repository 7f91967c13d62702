import { type FormEvent, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { type FieldErrors, sharedRulesResolver } from './shared-rules.ts';
import { useFieldFocus } from './use-field-focus.ts';
import { useLanguageRecheck } from './use-language-recheck.ts';

/** A form's values: text by field name (interfaces welcome, so no index signature). */
type Values<V> = FieldValues & Record<keyof V, string>;

export interface FormKitOptions<V extends Values<V>> {
  defaultValues: V;
  /** The form's rules (built on the shared ones): message keys of the failing fields. */
  validate(values: V): FieldErrors<keyof V & string>;
  /** Check a field when it loses focus, if this says so of its value. */
  checkOnBlur?(value: string, changedByUser: boolean): boolean;
  /** Check a field as it changes: while its error shows, or once a blur (or `check`) showed it. */
  checkOnChange?: 'shown' | 'blurred';
  /** spec 2.5: re-check the filled fields 200 ms after a language change. */
  recheckOnLanguageChange?: boolean;
}

/** What a TextField takes from the kit for one field. */
export interface FieldBinding {
  value: string;
  error: string | undefined;
  onValueChange(value: string): void;
  onBlur(): void;
  inputRef(element: HTMLInputElement | null): void;
}

/**
 * The form kit (issue 7): values, errors and inputs of one form, held by react-hook-form and
 * checked with the shared rules through sharedRulesResolver. Submitting checks every field and
 * focuses the first invalid one on screen; `fieldError` shows a server answer by its field.
 */
export function useFormKit<V extends Values<V>>(options: FormKitOptions<V>) {
  type K = keyof V & string;
  const latest = useRef(options);
  latest.current = options;
  const form = useForm<V>({
    defaultValues: options.defaultValues as DefaultValues<V>,
    resolver: sharedRulesResolver((values: V) => latest.current.validate(values)),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = form.watch() as V;
  const focus = useFieldFocus<K>();
  const [formError, setFormError] = useState<string | null>(null);
  const checks = useFieldChecks(form, latest);
  useLanguageRecheck(options.recheckOnLanguageChange === true, () => {
    const filled = focus.mounted().filter((name) => form.getValues(name as Path<V>) !== '');
    if (filled.length > 0) void form.trigger(filled as Path<V>[]);
  });
  const errorOf = (name: K) => form.formState.errors[name]?.message as string | undefined;
  const showError = (name: K, message: string) => form.setError(name as Path<V>, { type: 'server', message });

  return {
    ...checks,
    values,
    errorOf,
    showError,
    focus: focus.focus,
    formError,
    setFormError,
    field: (name: K): FieldBinding => ({
      value: values[name] ?? '',
      error: errorOf(name),
      onValueChange: (value) => checks.change(name, value),
      onBlur: () => checks.blur(name),
      inputRef: focus.inputRef(name),
    }),
    /** A message under `field` (a server answer, a failed precondition), with the focus there. */
    fieldError(name: K, message: string) {
      showError(name, message);
      focus.focus(name);
    },
    clearError: (name: K) => form.clearErrors(name as Path<V>),
    /** Replaces every shown error with these. */
    setErrors(found: FieldErrors<K>) {
      form.clearErrors();
      for (const [name, message] of Object.entries(found)) if (message) showError(name as K, message);
    },
    /** The submit handler: every rule, then `onValid`, or the focus on the first invalid field. */
    submit: (onValid: (values: V) => unknown, skip?: () => boolean) => (event: FormEvent) => {
      event.preventDefault();
      if (skip?.()) return;
      setFormError(null);
      void form.handleSubmit(
        async (checked) => void (await onValid(checked as V)),
        (found) => focus.focusFirst(Object.keys(found) as K[]),
      )();
    },
  };
}

export type FormKit<V extends Values<V>> = ReturnType<typeof useFormKit<V>>;

/** When a field's rule runs besides on submit, by the form's options. */
function useFieldChecks<V extends Values<V>>(
  form: UseFormReturn<V>,
  latest: { current: Pick<FormKitOptions<V>, 'checkOnBlur' | 'checkOnChange'> },
) {
  type K = keyof V & string;
  const changed = useRef(new Set<K>());
  const blurred = useRef(new Set<K>());
  const path = (name: K) => name as Path<V>;

  /** Checks `name` now; with checkOnChange 'blurred' its error keeps showing from now on. */
  function check(name: K) {
    blurred.current.add(name);
    void form.trigger(path(name));
  }

  return {
    check,
    setValue: (name: K, value: string) => form.setValue(path(name), value as V[K] & FieldValues[string]),
    change(name: K, value: string) {
      changed.current.add(name);
      form.setValue(path(name), value as V[K] & FieldValues[string]);
      const rule = latest.current.checkOnChange;
      const shown = form.getFieldState(path(name)).invalid;
      if ((rule === 'shown' && shown) || (rule === 'blurred' && blurred.current.has(name))) check(name);
      else if (rule === 'blurred') form.clearErrors(path(name));
    },
    blur(name: K) {
      const value = String(form.getValues(path(name)) ?? '');
      if (latest.current.checkOnBlur?.(value, changed.current.has(name))) check(name);
    },
    changedByUser: (name?: K) => (name ? changed.current.has(name) : changed.current.size > 0),
    markChanged: (name: K) => void changed.current.add(name),
    reset: (next: V) => form.reset(next),
  };
}
