import { LIMITS, TOASTS, VALIDATION_BOUNDS } from '@lobby/shared';
import { type FormEvent, useRef, useState } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { clearToast, showLoading, showToast } from '../../../lib/feedback.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { usePhoneReset } from '../api/phone-reset.ts';
import { useSendSmsCode } from '../api/send-sms-code.ts';
import {
  canSubmitPhoneReset,
  type FieldErrors,
  formFieldOf,
  PASSWORD_HINT,
  type PhoneResetValues,
  phoneResetFailureClears,
  validateMobile,
  validatePhoneReset,
} from '../password-rules.ts';
import { rememberNewPassword } from './change-password-remembered.ts';
import { DialingCodeSelect } from './dialing-code-select.tsx';
import { useSignInWithNewPassword } from './forget-sign-in.ts';
import { SmsCodeButton } from './sms-code-button.tsx';

type Field = keyof PhoneResetValues;
type Flags = Partial<Record<Field, boolean>>;
const SERVER_FIELDS: Record<string, Field> = {
  mobileNum: 'mobileNum',
  verificationCode: 'verificationCode',
  newPassword: 'newPassword',
};
const digits = (value: string) => value.replace(/\D/g, '');

/**
 * spec 2.7, 4, 5 "Set password by phone": mobile number with its dialing code, an SMS code
 * (disabled until one was sent) and the new password; submit stays disabled until every field
 * is touched and right. Then the app logs in with the number and the new password.
 */
export function ForgetPhoneForm() {
  const { t } = useTranslation();
  const sendSms = useSendSmsCode();
  const reset = usePhoneReset();
  const signIn = useSignInWithNewPassword(t);
  const [dialingCode, setDialingCode] = useState('');
  const [values, setValues] = useState<PhoneResetValues>({
    mobileNum: '',
    verificationCode: '',
    newPassword: '',
  });
  const [touched, setTouched] = useState<Flags>({});
  const [blurred, setBlurred] = useState<Flags>({});
  // An answer of the server about a field, shown until that field changes.
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const inputs = {
    mobileNum: useRef<HTMLInputElement>(null),
    verificationCode: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
  };
  const errors = validatePhoneReset(values);
  const shown = (field: Field) => serverErrors[field] ?? (blurred[field] ? errors[field] : undefined);

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
  }

  const blur = (field: Field) => {
    if (touched[field]) setBlurred((current) => ({ ...current, [field]: true }));
  };

  /** spec 5: the number must be right before a code is asked for; spec 8 the toasts. */
  async function sendCode(): Promise<number | null> {
    if (validateMobile(values.mobileNum) || !dialingCode) {
      setTouched((current) => ({ ...current, mobileNum: true }));
      setBlurred((current) => ({ ...current, mobileNum: true }));
      inputs.mobileNum.current?.focus();
      return null;
    }
    void showLoading(t('forget.smsSending'), TOASTS.smsSendingMs);
    try {
      const { expiredMinutes } = await sendSms.mutateAsync({
        purpose: 'reset',
        countryDialingCode: dialingCode,
        mobileNum: values.mobileNum,
      });
      setCodeSent(true);
      void showToast(t('forget.smsSent'), TOASTS.successMs, 'success');
      // The field was disabled until now; focus it once React has enabled it.
      setTimeout(() => inputs.verificationCode.current?.focus());
      return expiredMinutes * 60;
    } catch (error) {
      // spec 8: the loading toast goes with no message; the reason shows under the code field.
      void clearToast();
      setServerErrors((current) => ({ ...current, verificationCode: errorMessageKey(error) }));
      return null;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !canSubmitPhoneReset(values, touched)) return;
    setBusy(true);
    void showLoading(t('forget.pleaseWait'), TOASTS.setPasswordWaitMs);
    let account: string;
    try {
      ({ userName: account } = await reset.mutateAsync({ countryDialingCode: dialingCode, ...values }));
    } catch (error) {
      void clearToast();
      const code = error instanceof ApiError ? error.code : 'INTERNAL_ERROR';
      const cleared = phoneResetFailureClears(code);
      const named = error instanceof ApiError ? formFieldOf(error.field, SERVER_FIELDS) : undefined;
      setValues((current) => ({ ...current, [cleared]: '' }));
      setServerErrors({ [named ?? cleared]: errorMessageKey(error) });
      inputs[cleared].current?.focus();
      setBusy(false);
      return;
    }
    await rememberNewPassword([account, values.mobileNum], values.newPassword);
    await signIn({
      username: values.mobileNum,
      password: values.newPassword,
      countryDialingCode: dialingCode,
    });
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="form-intro">{t('forget.phoneIntro')}</p>
      <TextField
        label={t('forget.mobileNum')}
        type="tel"
        value={values.mobileNum}
        onValueChange={(value) => change('mobileNum', digits(value))}
        onBlur={() => blur('mobileNum')}
        error={shown('mobileNum')}
        inputRef={inputs.mobileNum}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={LIMITS.mobileInputMaxLength}
        leading={<DialingCodeSelect value={dialingCode} onValueChange={setDialingCode} />}
      />
      <TextField
        label={t('forget.verificationCode')}
        value={values.verificationCode}
        onValueChange={(value) => change('verificationCode', digits(value))}
        onBlur={() => blur('verificationCode')}
        error={shown('verificationCode')}
        inputRef={inputs.verificationCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.smsCodeMaxLength}
        disabled={!codeSent}
        trailing={<SmsCodeButton onSend={sendCode} />}
      />
      <TextField
        label={t('forget.newPassword')}
        type="password"
        value={values.newPassword}
        onValueChange={(value) => change('newPassword', value)}
        onBlur={() => blur('newPassword')}
        error={shown('newPassword')}
        inputRef={inputs.newPassword}
        autoComplete="new-password"
        maxLength={VALIDATION_BOUNDS.password.max}
      />
      <p className="form-hint">{t('changePsw.passwordHint', PASSWORD_HINT)}</p>
      <button
        type="submit"
        className="button button-primary"
        disabled={busy || !canSubmitPhoneReset(values, touched)}
      >
        {t('forget.submitPhone')}
      </button>
    </form>
  );
}
