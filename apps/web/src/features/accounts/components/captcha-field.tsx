import type { Ref } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useCaptcha } from '../api/get-captcha.ts';

export interface CaptchaFieldProps {
  /** Separates the login, register and forget captchas in the query cache. */
  scope: string;
  value: string;
  onValueChange(value: string): void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * spec 2.5, 2.6 item 6: captcha input with its image; tapping the image loads a new one.
 * The captcha id travels with the answer: read it with `useCaptcha(scope, true).data`.
 */
export function CaptchaField({ scope, value, onValueChange, error, inputRef }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const captcha = useCaptcha(scope, true);
  return (
    <TextField
      label={t('form.captcha')}
      value={value}
      onValueChange={onValueChange}
      digits
      error={error}
      inputRef={inputRef}
      inputMode="numeric"
      autoComplete="off"
      // spec 5 and 9: at most 6 digits.
      maxLength={6}
      trailing={
        <button
          type="button"
          className="captcha-image"
          aria-label={t('form.newCaptcha')}
          onClick={() => {
            onValueChange('');
            void captcha.refetch();
          }}
        >
          {captcha.data ? (
            <img src={`data:image/png;base64,${captcha.data.image}`} alt="" width={96} height={36} />
          ) : (
            <span className="captcha-placeholder">
              {t(captcha.isError ? 'form.retry' : 'common.loading')}
            </span>
          )}
        </button>
      }
    />
  );
}
