import { useId } from 'react';
import { useTranslation } from '../../../lib/translation.ts';

interface Props {
  label: string;
  value: string;
  onValueChange(value: string): void;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  placeholder: string;
}

/** A labelled native select (the phone's own picker), styled like the form kit's fields. */
export function SelectField({ label, value, onValueChange, options, error, placeholder }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-box">
        <select
          id={id}
          className="field-input sec-select"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}
