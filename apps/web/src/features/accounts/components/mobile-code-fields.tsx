import { LIMITS } from '@lobby/shared';
import type { HTMLAttributes } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import type { FieldBinding } from '../../../components/form/use-form-kit.ts';
import { DialingCodeSelect } from './dialing-code-select.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';

export interface MobileCodeFieldsProps {
  mobile: FieldBinding & { label: string };
  /** `disabled` until a code was sent, where the screen asks for that (spec 2.7). */
  code: FieldBinding & { label: string; disabled?: boolean };
  countryDialingCode: string;
  onDialingCodeChange(code: string): void;
  /** Sends the code; resolves to the countdown in seconds, or null (see SmsCodeButton). */
  onSendCode(): Promise<number | null>;
  /** The keyboard the number opens (login: the phone pad; the forgot screen: digits). */
  mobileInputMode: HTMLAttributes<HTMLInputElement>['inputMode'];
}

/**
 * The mobile number with its dialing-code picker and the SMS code with its send link and
 * countdown, as the login (spec 2.5) and forgot-password (spec 2.7) screens show them.
 */
export function MobileCodeFields({
  mobile,
  code,
  countryDialingCode,
  onDialingCodeChange,
  onSendCode,
  mobileInputMode,
}: MobileCodeFieldsProps) {
  return (
    <>
      <TextField
        {...mobile}
        digits
        type="tel"
        inputMode={mobileInputMode}
        autoComplete="tel-national"
        maxLength={LIMITS.mobileInputMaxLength}
        leading={<DialingCodeSelect value={countryDialingCode} onValueChange={onDialingCodeChange} />}
      />
      <TextField
        {...code}
        digits
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.smsCodeMaxLength}
        trailing={<SmsCodeButton onSend={onSendCode} />}
      />
    </>
  );
}
