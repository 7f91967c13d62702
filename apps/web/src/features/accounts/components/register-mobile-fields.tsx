import type { Ref } from 'react';
import type { RegisterErrors, RegisterField } from '../register-fields.ts';
import { DialingCodeSelect } from './dialing-code-select.tsx';
import { RegisterTextField } from './register-text-field.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';

export interface RegisterMobileFieldsProps {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  errors: RegisterErrors;
  onDialingCodeChange(code: string): void;
  onValueChange(field: 'mobileNum' | 'verificationCode', value: string): void;
  /** Sends the code; resolves to the countdown in seconds, or null (see SmsCodeButton). */
  onSendCode(): Promise<number | null>;
  inputRef(field: RegisterField): Ref<HTMLInputElement>;
}

/**
 * spec 2.6 items 2 and 5: the mobile number with its dialing-code picker, and the SMS code
 * with its send link and countdown.
 */
export function RegisterMobileFields(props: RegisterMobileFieldsProps) {
  const { errors, onValueChange, inputRef } = props;
  return (
    <>
      <RegisterTextField
        field="mobileNum"
        value={props.mobileNum}
        onValueChange={(_, value) => onValueChange('mobileNum', value)}
        error={errors.mobileNum}
        inputRef={inputRef('mobileNum')}
        leading={
          <DialingCodeSelect value={props.countryDialingCode} onValueChange={props.onDialingCodeChange} />
        }
      />
      <RegisterTextField
        field="verificationCode"
        value={props.verificationCode}
        onValueChange={(_, value) => onValueChange('verificationCode', value)}
        error={errors.verificationCode}
        inputRef={inputRef('verificationCode')}
        trailing={<SmsCodeButton onSend={props.onSendCode} />}
      />
    </>
  );
}
