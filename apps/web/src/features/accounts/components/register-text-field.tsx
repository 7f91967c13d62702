import { VALIDATION_BOUNDS as B, LIMITS } from '@lobby/shared';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { RegisterField } from '../register-fields.ts';

type InputField = Exclude<RegisterField, 'captcha'>;

interface FieldInput {
  type?: 'text' | 'password' | 'email' | 'tel';
  /** Standard autocomplete tokens, so password managers and SMS autofill work (issue 3). */
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength: number;
  /** Keep digits only as they are typed or pasted. */
  digits?: boolean;
  /** A format hint: a key under register.hints and the bounds it quotes. */
  hint?: { key: string; values: Record<string, number> };
}

const social: FieldInput = { autoComplete: 'off', maxLength: B.socialHandle.max };

/** How each registration input behaves on a phone; bounds from the shared rules (spec 5, 9). */
const INPUTS: Record<InputField, FieldInput> = {
  username: {
    autoComplete: 'username',
    maxLength: B.username.max,
    hint: { key: 'username', values: B.username },
  },
  password: {
    type: 'password',
    autoComplete: 'new-password',
    maxLength: B.password.max,
    hint: { key: 'password', values: B.password },
  },
  confirmPassword: { type: 'password', autoComplete: 'new-password', maxLength: B.password.max },
  // The dialing code has its own picker, so the number is the national part.
  mobileNum: {
    type: 'tel',
    autoComplete: 'tel-national',
    inputMode: 'tel',
    maxLength: LIMITS.mobileInputMaxLength,
    digits: true,
  },
  verificationCode: {
    autoComplete: 'one-time-code',
    inputMode: 'numeric',
    maxLength: LIMITS.smsCodeMaxLength,
    digits: true,
  },
  paymentPassword: {
    type: 'password',
    autoComplete: 'off',
    inputMode: 'numeric',
    maxLength: B.paymentPassword.max,
    digits: true,
    hint: { key: 'paymentPassword', values: { count: B.paymentPassword.max } },
  },
  idNumber: { autoComplete: 'off', maxLength: B.idNumber.max },
  qqNum: { autoComplete: 'off', inputMode: 'numeric', maxLength: B.qqNum.max, digits: true },
  facebook: social,
  wechat: social,
  line: social,
  whatsapp: { type: 'tel', autoComplete: 'off', inputMode: 'tel', maxLength: B.mobileNum.max, digits: true },
  zalo: social,
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: B.email.max },
  nickname: { autoComplete: 'nickname', maxLength: B.nickname.max },
  payeeName: { autoComplete: 'name', maxLength: B.payeeName.max },
  recommenderId: { autoComplete: 'off', maxLength: B.recommenderId.max },
  affiliateCode: { autoComplete: 'off', maxLength: B.affiliateCode.max },
};

export interface RegisterTextFieldProps {
  field: InputField;
  value: string;
  onValueChange(value: string): void;
  error: string | undefined;
  /** Optional fields that are not required say so in their label. */
  optional?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  leading?: ReactNode;
  trailing?: ReactNode;
}

/** One registration input, labelled and configured from the table above. */
export function RegisterTextField({
  field,
  value,
  onValueChange,
  error,
  optional = false,
  inputRef,
  leading,
  trailing,
}: RegisterTextFieldProps) {
  const { t } = useTranslation();
  const input = INPUTS[field];
  const label = t(`register.fields.${field}`);
  return (
    <TextField
      label={optional ? t('register.optionalLabel', { label }) : label}
      name={field}
      value={value}
      onValueChange={onValueChange}
      digits={input.digits}
      error={error}
      type={input.type ?? 'text'}
      autoComplete={input.autoComplete}
      inputMode={input.inputMode}
      maxLength={input.maxLength}
      placeholder={input.hint ? t(`register.hints.${input.hint.key}`, input.hint.values) : undefined}
      inputRef={inputRef}
      leading={leading}
      trailing={trailing}
    />
  );
}
