import { LIMITS } from '@lobby/shared';
import { type Ref, useRef } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useCaptcha, useCaptchaRenewal } from '../api/get-captcha.ts';

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
 * An image about to expire is replaced by itself, its answer cleared, with a word saying why
 * (issue 8 item 3); the forms replace it after every refused answer (one answer per image).
 */
export function CaptchaField({ scope, value, onValueChange, error, inputRef }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const captcha = useCaptcha(scope, true);
  const typed = useRef(value);
  typed.current = value;
  const renewal = useCaptchaRenewal(captcha, () => {
    if (typed.current !== '') onValueChange('');
  });
  return (
    <TextField
      label={t('form.captcha')}
      value={value}
      onValueChange={(next) => {
        renewal.dismiss();
        onValueChange(next);
      }}
      digits
      error={error ?? (renewal.expired ? 'errors.CAPTCHA_EXPIRED' : undefined)}
      inputRef={inputRef}
      inputMode="numeric"
      autoComplete="off"
      // spec 5 and 9: at most 6 digits.
      maxLength={LIMITS.captchaMaxLength}
      trailing={
        <button
          type="button"
          className="captcha-image"
          // Named by its picture's purpose once the picture is there; before, by the words it
          // shows (a name that left them out would not match what a voice user reads).
          aria-label={captcha.data ? t('form.newCaptcha') : undefined}
          aria-busy={captcha.isPending || undefined}
          onClick={() => {
            renewal.dismiss();
            onValueChange('');
            void captcha.refetch();
          }}
        >
          {captcha.data ? (
            <img src={`data:image/png;base64,${captcha.data.image}`} alt="" width={132} height={44} />
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
