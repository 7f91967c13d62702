import { smsCountdownSeconds, TOASTS } from '@lobby/shared';
import type { FieldBinding } from '../../../components/form/use-form-kit.ts';
import { clearToast, showLoading, showToast } from '../../../lib/feedback.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { sendSmsCode } from '../api/send-sms-code.ts';
import { type LoginField, validateLoginField } from './login-rules.ts';
import { MobileCodeFields } from './mobile-code-fields.tsx';

export interface LoginSmsFieldsProps {
  field(name: LoginField): FieldBinding;
  mobileNum: string;
  countryDialingCode: string;
  onDialingCodeChange(code: string): void;
  /** The number failed its rule: show the message by the field and focus it. */
  onMobileInvalid(message: string): void;
}

/** spec 2.5, the SMS method: the mobile number with its dialing code, and the SMS code. */
export function LoginSmsFields({
  field,
  mobileNum,
  countryDialingCode,
  onDialingCodeChange,
  onMobileInvalid,
}: LoginSmsFieldsProps) {
  const { t } = useTranslation();
  /** spec 5, 8: the number must pass before a code is asked for; a failed send says nothing. */
  async function sendCode(): Promise<number | null> {
    const invalid = validateLoginField('mobileNum', mobileNum);
    if (invalid) {
      onMobileInvalid(invalid);
      return null;
    }
    void showLoading(t('login.smsSending'), TOASTS.smsSendingLoginMs);
    try {
      const { expiredMinutes } = await sendSmsCode({ purpose: 'login', countryDialingCode, mobileNum });
      await clearToast();
      void showToast(t('login.smsSent'), TOASTS.smsSentMs, 'success');
      return smsCountdownSeconds(expiredMinutes);
    } catch {
      void clearToast();
      return null;
    }
  }

  return (
    <MobileCodeFields
      mobile={{ ...field('mobileNum'), label: t('login.mobileNum') }}
      code={{ ...field('smsCode'), label: t('login.smsCode') }}
      mobileInputMode="tel"
      countryDialingCode={countryDialingCode}
      onDialingCodeChange={onDialingCodeChange}
      onSendCode={sendCode}
    />
  );
}
