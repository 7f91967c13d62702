import type { SecurityOverview } from '@lobby/shared';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useFormKit } from '../../../components/form/use-form-kit.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/feedback.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { type PaymentPasswordCall, useSavePaymentPassword } from '../api/payment-password.ts';
import { useSendPaymentCode } from '../api/send-payment-code.ts';
import {
  type PaymentPasswordMode,
  type PaymentPasswordValues,
  validatePaymentPassword,
} from '../security-rules.ts';
import { ResetProof } from './reset-proof.tsx';
import { showSubmitError } from './submit-errors.ts';

const EMPTY: PaymentPasswordValues = {
  loginPassword: '',
  oldPaymentPassword: '',
  verificationCode: '',
  answer1: '',
  answer2: '',
  paymentPassword: '',
  confirmPaymentPassword: '',
};
const SERVER_FIELDS = {
  loginPassword: 'loginPassword',
  oldPaymentPassword: 'oldPaymentPassword',
  verificationCode: 'verificationCode',
  answers: 'answer1',
  paymentPassword: 'paymentPassword',
  confirmPaymentPassword: 'confirmPaymentPassword',
} as const;

function callOf(
  mode: PaymentPasswordMode,
  proof: 'sms' | 'answers',
  v: PaymentPasswordValues,
): PaymentPasswordCall {
  const pin = { paymentPassword: v.paymentPassword, confirmPaymentPassword: v.confirmPaymentPassword };
  if (mode === 'set') return { mode, body: { loginPassword: v.loginPassword, ...pin } };
  if (mode === 'change') return { mode, body: { oldPaymentPassword: v.oldPaymentPassword, ...pin } };
  return {
    mode,
    body:
      proof === 'sms'
        ? { verificationCode: v.verificationCode, ...pin }
        : { answers: [v.answer1, v.answer2], ...pin },
  };
}

/**
 * Payment password (issue 11): set with the login password when none is set, else change with
 * the old one; "forgot" turns the form into a reset by SMS code to the member's own number, or
 * by the security answers when no number is bound (decision 058).
 */
export function PaymentPasswordForm({ overview, onDone }: { overview: SecurityOverview; onDone(): void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<PaymentPasswordMode>(overview.paymentPasswordSet ? 'change' : 'set');
  const proof = overview.smsTarget ? 'sms' : 'answers';
  const form = useFormKit({
    defaultValues: EMPTY,
    validate: (values) => validatePaymentPassword(mode, proof, values),
    checkOnChange: 'shown',
  });
  const save = useSavePaymentPassword();
  const sendCode = useSendPaymentCode();

  async function submit(values: PaymentPasswordValues) {
    try {
      await save.mutateAsync(callOf(mode, proof, values));
    } catch (error) {
      showSubmitError(form, error, SERVER_FIELDS);
      return;
    }
    void showToast(t('security.pay.saved'), 1000, 'success');
    onDone();
  }

  const pin = {
    type: 'password',
    inputMode: 'numeric',
    digits: true,
    maxLength: 6,
    autoComplete: 'off',
  } as const;
  return (
    <form className="form" noValidate onSubmit={form.submit(submit, () => save.isPending)}>
      {mode === 'set' && (
        <TextField
          {...form.field('loginPassword')}
          label={t('security.pay.loginPassword')}
          type="password"
          autoComplete="current-password"
        />
      )}
      {mode === 'change' && (
        <TextField {...form.field('oldPaymentPassword')} label={t('security.pay.old')} {...pin} />
      )}
      {mode === 'reset' && (
        <ResetProof
          overview={overview}
          form={form}
          sending={sendCode.isPending}
          onSend={() => {
            if (!overview.smsTarget) return;
            sendCode.mutate(overview.smsTarget, {
              onError: (error) => form.fieldError('verificationCode', errorMessageKey(error)),
              onSuccess: () => void showToast(t('security.pay.codeSent'), 1500, 'success'),
            });
          }}
        />
      )}
      <TextField {...form.field('paymentPassword')} label={t('security.pay.new')} {...pin} />
      <TextField {...form.field('confirmPaymentPassword')} label={t('security.pay.confirm')} {...pin} />
      <FormAlert message={form.formError} />
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {t('security.save')}
      </button>
      {mode === 'change' && (overview.smsTarget || overview.questionsSet) && (
        <button type="button" className="button button-ghost" onClick={() => setMode('reset')}>
          {t('security.pay.forgot')}
        </button>
      )}
    </form>
  );
}
