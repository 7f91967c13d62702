import { ROUTES, TOASTS, validateField } from '@lobby/shared';
import { type FormEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { clearToast, showLoading, showToast } from '../../../lib/feedback.ts';
import { Link, useLocation, useNavigate } from '../../../lib/router.ts';
import { useStartupConfig } from '../../../lib/startup-config.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useAffiliateCheck } from '../api/check-affiliate.ts';
import { useCaptcha } from '../api/get-captcha.ts';
import { useRegister } from '../api/register.ts';
import { useSendSmsCode } from '../api/send-sms-code.ts';
import { BrandHero } from '../components/brand-hero.tsx';
import { CaptchaField } from '../components/captcha-field.tsx';
import { RegisterAgreement } from '../components/register-agreement.tsx';
import { RegisterMethodTabs } from '../components/register-method-tabs.tsx';
import { RegisterMobileFields } from '../components/register-mobile-fields.tsx';
import { RegisterTextField } from '../components/register-text-field.tsx';
import {
  defaultRegisterBy,
  emptyRegisterValues,
  fieldOfServerError,
  firstInvalidField,
  isRequired,
  mobileNumError,
  type RegisterBy,
  type RegisterErrors,
  type RegisterField,
  type RegisterValues,
  registerFields,
  serverFieldMessage,
  showMethodSwitch,
  validateRegisterForm,
} from '../register-fields.ts';
import {
  affiliateCodeFromSearch,
  buildRegisterPayload,
  detectRegisterMethod,
  hidesAffiliateField,
  linkCodeToSend,
  linkVerdict,
  readLaunchContext,
} from '../register-payload.ts';
import { useSignedIn } from '../signed-in.ts';
import './register-screen.css';

const CAPTCHA_SCOPE = 'register';

/**
 * Registration (spec 2.6; rules in register-fields.ts, payload in register-payload.ts).
 * `notices` is the announcements block another feature provides, shown above the form.
 */
export function RegisterScreen({ notices }: { notices?: ReactNode }) {
  const { t } = useTranslation();
  const config = useStartupConfig();
  const navigate = useNavigate();
  const { search } = useLocation();
  const flags = config.whitelabel;
  const hostname = window.location.hostname;

  // spec 4 "Affiliate code": the link's code, checked against the server.
  const linkCode = useMemo(() => affiliateCodeFromSearch(search), [search]);
  const linkFormatOk = linkCode !== undefined && validateField('affiliateCode', linkCode).pass;
  const check = useAffiliateCheck(linkFormatOk ? linkCode : undefined, hostname);
  const [linkRejected, setLinkRejected] = useState(false);
  const verdict = linkVerdict({
    formatOk: linkFormatOk,
    rejected: linkRejected,
    status: check.status,
    success: check.data?.success,
  });

  const [by, setBy] = useState<RegisterBy>(() => defaultRegisterBy(flags));
  // An invalid link code starts in its field, to be corrected or re-checked on submit (spec 4).
  const [values, setValues] = useState<RegisterValues>(() => ({
    ...emptyRegisterValues(),
    affiliateCode: linkCode ?? '',
  }));
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [agreed, setAgreed] = useState(true);
  const fields = registerFields({
    by,
    flags,
    rules: config.register,
    affiliateFromLink: hidesAffiliateField(linkCode, verdict),
  });

  // spec 2.6: the captcha loads (fresh) with the screen and again after a failed submit.
  const captcha = useCaptcha(CAPTCHA_SCOPE, fields.includes('captcha'));
  const registration = useRegister();
  const signIn = useSignedIn();
  const smsCode = useSendSmsCode();

  const inputs = useRef(new Map<RegisterField, HTMLInputElement>());
  const refs = useRef(new Map<RegisterField, (element: HTMLInputElement | null) => void>());
  const inputRef = useCallback((field: RegisterField) => {
    let ref = refs.current.get(field);
    if (!ref) {
      ref = (element) => {
        if (element) inputs.current.set(field, element);
        else inputs.current.delete(field);
      };
      refs.current.set(field, ref);
    }
    return ref;
  }, []);
  // A field may appear with the render that asks for its focus (the invitation code), so
  // focus waits for that render.
  const [focusTarget, setFocusTarget] = useState<{ field: RegisterField } | null>(null);
  useEffect(() => {
    if (focusTarget) inputs.current.get(focusTarget.field)?.focus();
  }, [focusTarget]);

  const setValue = useCallback((field: RegisterField | 'countryDialingCode', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);
  const setDialingCode = useCallback((code: string) => setValue('countryDialingCode', code), [setValue]);

  // spec 4: both methods share the mobile number, so switching carries it over.
  function switchMethod(next: RegisterBy) {
    setBy(next);
    setErrors({});
  }

  async function sendCode(): Promise<number | null> {
    const problem = mobileNumError(values.mobileNum);
    setErrors((current) => ({ ...current, mobileNum: problem }));
    if (problem) {
      setFocusTarget({ field: 'mobileNum' });
      return null;
    }
    void showLoading(t('register.smsSending'), TOASTS.smsSendingMs);
    try {
      const { expiredMinutes } = await smsCode.mutateAsync({
        purpose: 'register',
        countryDialingCode: values.countryDialingCode,
        mobileNum: values.mobileNum.trim(),
      });
      void showToast(t('register.smsSent'), TOASTS.smsSentMs, 'success');
      return expiredMinutes * 60;
    } catch {
      // spec 8: a failed send hides the loading toast and says nothing more.
      void clearToast();
      return null;
    }
  }

  async function failed(error: unknown) {
    if (fields.includes('captcha')) {
      setValue('captcha', '');
      void captcha.refetch();
    }
    const key = errorMessageKey(error);
    const code = error instanceof ApiError ? error.code : 'INTERNAL_ERROR';
    if (code === 'INVITATION_CODE_INVALID') {
      // spec 8: toast for 1 s, then focus the code field (shown now, if the link's code was hidden).
      setLinkRejected(true);
      setErrors({ affiliateCode: key });
      await showToast(t(key), TOASTS.invitationErrorMs);
      setFocusTarget({ field: 'affiliateCode' });
      return;
    }
    const field = fieldOfServerError(code, error instanceof ApiError ? error.field : undefined, fields);
    if (field) {
      setErrors({ [field]: serverFieldMessage(code, field, key) });
      setFocusTarget({ field });
      return;
    }
    void showToast(t(key), TOASTS.shortMs, 'fail');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!agreed || registration.isPending) return;
    const found = validateRegisterForm(fields, values, config.register);
    setErrors(found);
    const first = firstInvalidField(fields, found);
    if (first) {
      setFocusTarget({ field: first });
      return;
    }
    const payload = buildRegisterPayload({
      fields,
      values,
      captchaId: captcha.data?.captchaId,
      linkAffiliateCode: linkCodeToSend(linkCode, verdict, fields.includes('affiliateCode')),
      registerMethod: detectRegisterMethod(readLaunchContext()),
      hostname,
    });
    try {
      const login = await registration.mutateAsync({ payload, key: config.payloadKey });
      // spec 4 "Session": registering logs the member in, with no earlier member's data left.
      signIn(login);
      navigate(ROUTES.home, { replace: true });
    } catch (error) {
      await failed(error);
    }
  }

  function renderField(field: RegisterField) {
    if (field === 'verificationCode') return null;
    if (field === 'mobileNum') {
      return (
        <RegisterMobileFields
          key={field}
          countryDialingCode={values.countryDialingCode}
          mobileNum={values.mobileNum}
          verificationCode={values.verificationCode}
          errors={errors}
          onDialingCodeChange={setDialingCode}
          onValueChange={setValue}
          onSendCode={sendCode}
          inputRef={inputRef}
        />
      );
    }
    if (field === 'captcha') {
      return (
        <CaptchaField
          key={field}
          scope={CAPTCHA_SCOPE}
          value={values.captcha}
          onValueChange={(value) => setValue('captcha', value)}
          error={errors.captcha}
          inputRef={inputRef('captcha')}
        />
      );
    }
    const invalidLink =
      field === 'affiliateCode' && verdict === 'invalid' && values.affiliateCode === linkCode;
    return (
      <RegisterTextField
        key={field}
        field={field}
        value={values[field]}
        onValueChange={setValue}
        error={errors[field] ?? (invalidLink ? 'validation.invitationCode' : undefined)}
        optional={!isRequired(field, config.register)}
        inputRef={inputRef(field)}
      />
    );
  }

  return (
    <main className="brand-page register">
      <BrandHero title={t('register.title')}>
        <p>{t('register.subtitle', { brand: config.brand.name })}</p>
      </BrandHero>
      {notices}
      <form className="form register-form" noValidate onSubmit={submit}>
        {showMethodSwitch(flags) && <RegisterMethodTabs value={by} onChange={switchMethod} />}
        {fields.map(renderField)}
        <RegisterAgreement checked={agreed} onChange={setAgreed} />
        <button
          type="submit"
          className="button button-primary"
          disabled={!agreed}
          aria-busy={registration.isPending}
        >
          {t(registration.isPending ? 'register.submitting' : 'register.submit')}
        </button>
        <p className="register-login">
          {t('register.haveAccount')} <Link to={ROUTES.login}>{t('register.login')}</Link>
        </p>
      </form>
    </main>
  );
}
