import { smsCountdownSeconds, TOASTS } from '@lobby/shared';
import { useState } from 'react';
import { serverFieldOf } from '../../../components/form/shared-rules.ts';
import { type FormKit, useFormKit } from '../../../components/form/use-form-kit.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { clearToast, showLoading, showToast } from '../../../lib/feedback.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { usePhoneReset } from '../api/phone-reset.ts';
import { useSendSmsCode } from '../api/send-sms-code.ts';
import {
  canSubmitPhoneReset,
  type PhoneResetValues,
  phoneResetFailureClears,
  validateMobile,
  validatePhoneReset,
} from '../password-rules.ts';
import { rememberedLoginAfterNewPassword } from './change-password-remembered.ts';
import { useSignInWithNewPassword } from './forget-sign-in.ts';
import { MobileCodeFields } from './mobile-code-fields.tsx';
import { NewPasswordField } from './new-password-fields.tsx';

type Form = FormKit<PhoneResetValues>;
const EMPTY: PhoneResetValues = { mobileNum: '', verificationCode: '', newPassword: '' };
const SERVER_FIELDS = {
  mobileNum: 'mobileNum',
  verificationCode: 'verificationCode',
  newPassword: 'newPassword',
} as const;

/**
 * spec 2.7, 4, 5 "Set password by phone": mobile number with its dialing code, an SMS code
 * (disabled until one was sent) and the new password. A field's error shows once it was typed
 * in and left; submit stays disabled until every field is touched and right. Then the app
 * logs in with the number and the new password.
 */
export function ForgetPhoneForm() {
  const { t } = useTranslation();
  const [dialingCode, setDialingCode] = useState('');
  const form = useFormKit({
    defaultValues: EMPTY,
    validate: validatePhoneReset,
    checkOnBlur: (_, changedByUser) => changedByUser,
    checkOnChange: 'blurred',
  });
  const code = useResetCode(form, dialingCode);
  const save = usePhoneResetSubmit(form, dialingCode);
  const touched = {
    mobileNum: form.changedByUser('mobileNum'),
    verificationCode: form.changedByUser('verificationCode'),
    newPassword: form.changedByUser('newPassword'),
  };
  const ready = !save.busy && canSubmitPhoneReset(form.values, touched);

  return (
    <form className="form" noValidate onSubmit={form.submit(save.submit, () => !ready)}>
      <p className="form-intro">{t('forget.phoneIntro')}</p>
      <MobileCodeFields
        mobile={{ ...form.field('mobileNum'), label: t('forget.mobileNum') }}
        code={{
          ...form.field('verificationCode'),
          label: t('forget.verificationCode'),
          disabled: !code.sent,
        }}
        mobileInputMode="numeric"
        countryDialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
        onSendCode={code.send}
      />
      <NewPasswordField {...form.field('newPassword')} label={t('forget.newPassword')} />
      <button type="submit" className="button button-primary" disabled={!ready}>
        {t('forget.submitPhone')}
      </button>
    </form>
  );
}

/** spec 5: the number must be right before a code is asked for; spec 8 the toasts. */
function useResetCode(form: Form, dialingCode: string) {
  const { t } = useTranslation();
  const sendSms = useSendSmsCode();
  const [sent, setSent] = useState(false);

  async function send(): Promise<number | null> {
    const { mobileNum } = form.values;
    if (validateMobile(mobileNum) || !dialingCode) {
      form.markChanged('mobileNum');
      form.check('mobileNum');
      form.focus('mobileNum');
      return null;
    }
    void showLoading(t('forget.smsSending'), TOASTS.smsSendingMs);
    try {
      const { expiredMinutes } = await sendSms.mutateAsync({
        purpose: 'reset',
        countryDialingCode: dialingCode,
        mobileNum,
      });
      setSent(true);
      void showToast(t('forget.smsSent'), TOASTS.successMs, 'success');
      // The field was disabled until now: the focus waits for the render that enables it.
      form.focus('verificationCode');
      return smsCountdownSeconds(expiredMinutes);
    } catch (error) {
      // spec 8: the loading toast goes with no message; the reason shows under the code field.
      void clearToast();
      form.showError('verificationCode', errorMessageKey(error));
      return null;
    }
  }

  return { sent, send };
}

function usePhoneResetSubmit(form: Form, dialingCode: string) {
  const { t } = useTranslation();
  const reset = usePhoneReset();
  const signIn = useSignInWithNewPassword(t);

  async function submit(values: PhoneResetValues) {
    void showLoading(t('forget.pleaseWait'), TOASTS.setPasswordWaitMs);
    let account: string;
    try {
      ({ userName: account } = await reset.mutateAsync({ countryDialingCode: dialingCode, ...values }));
    } catch (error) {
      void clearToast();
      // spec 4: the field the failure clears, and the message by the field the server named.
      const cleared = phoneResetFailureClears(error instanceof ApiError ? error.code : 'INTERNAL_ERROR');
      const named = serverFieldOf(error, SERVER_FIELDS) ?? cleared;
      form.setErrors({ [named]: errorMessageKey(error) });
      if (named === cleared) form.setValue(cleared, '');
      else form.change(cleared, '');
      form.focus(cleared);
      return;
    }
    rememberedLoginAfterNewPassword([account, values.mobileNum]);
    await signIn({
      username: values.mobileNum,
      password: values.newPassword,
      countryDialingCode: dialingCode,
    });
  }

  return { submit, busy: reset.isPending || reset.isSuccess };
}
