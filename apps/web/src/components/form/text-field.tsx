import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { useTranslation } from '../../lib/translation.ts';
import './form.css';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'children'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** An i18n key (a shared rule's message or an `errors.*` key); shown under the input. */
  error?: string | undefined;
  /** Passwords get a show/hide toggle (spec 2.5, 2.6). */
  type?: 'text' | 'password' | 'email' | 'tel';
  /** Inside the box before the input (a dialing-code picker). */
  leading?: ReactNode;
  /** Inside the box after the input (a send-code link, a captcha image). */
  trailing?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** Keep digits only as they are typed or pasted (codes, phone numbers). */
  digits?: boolean;
}

/**
 * One labelled input with its error. Callers pass the standard autocomplete token and
 * inputmode (issue 3) so password managers and SMS autofill work on phones.
 */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  type = 'text',
  leading,
  trailing,
  inputRef,
  digits = false,
  id: givenId,
  dir,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const id = givenId ?? autoId;
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  const password = type === 'password';
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-box">
        {leading}
        <input
          {...input}
          ref={inputRef}
          id={id}
          // Decision 042: codes, numbers, passwords and addresses are left to right in every
          // language; free text (a nickname, a payee name) follows what is typed. Empty, the
          // input keeps the page's direction for its placeholder (a hint in the page's language).
          dir={value === '' ? undefined : (dir ?? (type === 'text' && !digits ? 'auto' : 'ltr'))}
          className="field-input"
          type={password && visible ? 'text' : type}
          value={value}
          onChange={(event) =>
            onValueChange(digits ? event.target.value.replace(/\D/g, '') : event.target.value)
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
        />
        {password && <PasswordToggle visible={visible} onToggle={() => setVisible((shown) => !shown)} />}
        {trailing}
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}

/** spec 2.5, 2.6: shows or hides a password as typed. */
function PasswordToggle({ visible, onToggle }: { visible: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="field-toggle"
      aria-label={t(visible ? 'form.hidePassword' : 'form.showPassword')}
      aria-pressed={visible}
      onClick={onToggle}
    >
      <EyeIcon open={visible} />
    </button>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 4l16 16" />}
    </svg>
  );
}
