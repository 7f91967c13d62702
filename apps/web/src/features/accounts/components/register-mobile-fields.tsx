import type { FieldBinding } from '../../../components/form/use-form-kit.ts';
import { DialingCodeSelect } from './dialing-code-select.tsx';
import { RegisterTextField } from './register-text-field.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';

export interface RegisterMobileFieldsProps {
  field(name: 'mobileNum' | 'verificationCode'): FieldBinding;
  countryDialingCode: string;
  onDialingCodeChange(code: string): void;
  /** Sends the code; resolves to the countdown in seconds, or null (see SmsCodeButton). */
  onSendCode(): Promise<number | null>;
}

/**
 * spec 2.6 items 2 and 5: the mobile number with its dialing-code picker, and the SMS code
 * with its send link and countdown.
 */
export function RegisterMobileFields({
  field,
  countryDialingCode,
  onDialingCodeChange,
  onSendCode,
}: RegisterMobileFieldsProps) {
  return (
    <>
      <RegisterTextField
        field="mobileNum"
        {...field('mobileNum')}
        leading={<DialingCodeSelect value={countryDialingCode} onValueChange={onDialingCodeChange} />}
      />
      <RegisterTextField
        field="verificationCode"
        {...field('verificationCode')}
        trailing={<SmsCodeButton onSend={onSendCode} />}
      />
    </>
  );
}
