import { ROUTES, smsCountdownSeconds, TOASTS } from '@lobby/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { clearToast, showLoading, showToast } from '../../../lib/feedback.ts';
import { useNavigate } from '../../../lib/router.ts';
import { useStartupConfig } from '../../../lib/startup-config.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useRegister } from '../api/register.ts';
import { useSendSmsCode } from '../api/send-sms-code.ts';
import {
  fieldOfServerError,
  mobileNumError,
  type RegisterValues,
  serverFieldMessage,
} from '../register-fields.ts';
import {
  buildRegisterPayload,
  detectRegisterMethod,
  linkCodeToSend,
  readLaunchContext,
} from '../register-payload.ts';
import { useSignedIn } from '../signed-in.ts';
import type { RegisterForm } from './use-register-form.ts';

/** spec 2.6, 4 "Session", 8: the register call, the session it opens, and its failures by field. */
export function useRegisterSubmit(form: RegisterForm) {
  const { t } = useTranslation();
  const config = useStartupConfig();
  const navigate = useNavigate();
  const registration = useRegister();
  const signIn = useSignedIn();
  const { fields, link } = form;

  async function failed(error: unknown) {
    if (fields.includes('captcha')) {
      form.setValue('captcha', '');
      void form.captcha.refetch();
    }
    const key = errorMessageKey(error);
    const code = error instanceof ApiError ? error.code : 'INTERNAL_ERROR';
    if (code === 'INVITATION_CODE_INVALID') {
      // spec 8: toast for 1 s, then focus the code field (shown now, if the link's code was hidden).
      link.reject();
      form.setErrors({ affiliateCode: key });
      await showToast(t(key), TOASTS.invitationErrorMs);
      form.focus('affiliateCode');
      return;
    }
    const field = fieldOfServerError(code, error instanceof ApiError ? error.field : undefined, fields);
    if (!field) return void showToast(t(key), TOASTS.shortMs, 'fail');
    form.setErrors({ [field]: serverFieldMessage(code, field, key) });
    form.focus(field);
  }

  async function send(values: RegisterValues) {
    const payload = buildRegisterPayload({
      fields,
      values,
      captchaId: form.captcha.data?.captchaId,
      linkAffiliateCode: linkCodeToSend(link.code, link.verdict, fields.includes('affiliateCode')),
      registerMethod: detectRegisterMethod(readLaunchContext()),
      hostname: window.location.hostname,
    });
    try {
      // spec 4 "Session": registering logs the member in, with no earlier member's data left.
      signIn(await registration.mutateAsync({ payload, key: config.payloadKey }));
      navigate(ROUTES.home, { replace: true });
    } catch (error) {
      await failed(error);
    }
  }

  const skip = () => !form.agreed || registration.isPending;
  return { submit: form.submit(send, skip), pending: registration.isPending };
}

/** spec 4 "SMS code", 5: the number must pass before a code is sent; a failed send says nothing. */
export function useRegisterSmsCode(form: RegisterForm) {
  const { t } = useTranslation();
  const smsCode = useSendSmsCode();
  return async function sendCode(): Promise<number | null> {
    const problem = mobileNumError(form.values.mobileNum);
    if (problem) {
      form.fieldError('mobileNum', problem);
      return null;
    }
    form.clearError('mobileNum');
    void showLoading(t('register.smsSending'), TOASTS.smsSendingMs);
    try {
      const { expiredMinutes } = await smsCode.mutateAsync({
        purpose: 'register',
        countryDialingCode: form.values.countryDialingCode,
        mobileNum: form.values.mobileNum.trim(),
      });
      void showToast(t('register.smsSent'), TOASTS.smsSentMs, 'success');
      return smsCountdownSeconds(expiredMinutes);
    } catch {
      // spec 8: a failed send hides the loading toast and says nothing more.
      void clearToast();
      return null;
    }
  };
}
