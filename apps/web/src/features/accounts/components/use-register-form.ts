import { validateField } from '@lobby/shared';
import { useEffect, useMemo, useState } from 'react';
import { useFormKit } from '../../../components/form/use-form-kit.ts';
import { useLocation } from '../../../lib/router.ts';
import { useStartupConfig } from '../../../lib/startup-config.ts';
import { useAffiliateCheck } from '../api/check-affiliate.ts';
import { useCaptcha } from '../api/get-captcha.ts';
import { dropRegisterDraft, keepRegisterDraft, registerDraft } from '../register-draft.ts';
import {
  defaultRegisterBy,
  emptyRegisterValues,
  type RegisterBy,
  type RegisterValues,
  registerFields,
  validateRegisterForm,
} from '../register-fields.ts';
import { affiliateCodeFromSearch, hidesAffiliateField, linkVerdict } from '../register-payload.ts';

export const REGISTER_CAPTCHA_SCOPE = 'register';

/** spec 4 "Affiliate code": the link's code, checked against the server. */
function useLinkCode() {
  const { search } = useLocation();
  const code = useMemo(() => affiliateCodeFromSearch(search), [search]);
  const formatOk = code !== undefined && validateField('affiliateCode', code).pass;
  const check = useAffiliateCheck(formatOk ? code : undefined, window.location.hostname);
  const [rejected, setRejected] = useState(false);
  const verdict = linkVerdict({ formatOk, rejected, status: check.status, success: check.data?.success });
  return { code, verdict, reject: () => setRejected(true) };
}

/**
 * The registration form's state (spec 2.6): the method, the fields it shows in the spec's
 * order, their values and errors (checked on submit only), the link's code and the captcha.
 */
export function useRegisterForm() {
  const config = useStartupConfig();
  const link = useLinkCode();
  // Back from the user agreement: the form as it was left (register-draft.ts).
  const [draft] = useState(registerDraft);
  useEffect(dropRegisterDraft, []);
  const [by, setBy] = useState<RegisterBy>(() => draft?.by ?? defaultRegisterBy(config.whitelabel));
  const [agreed, setAgreed] = useState(draft?.agreed ?? true);
  const fields = registerFields({
    by,
    flags: config.whitelabel,
    rules: config.register,
    affiliateFromLink: hidesAffiliateField(link.code, link.verdict),
  });
  const kit = useFormKit<RegisterValues>({
    // An invalid link code starts in its field, to be corrected or re-checked on submit (spec 4).
    defaultValues: draft?.values ?? { ...emptyRegisterValues(), affiliateCode: link.code ?? '' },
    validate: (values) => validateRegisterForm(fields, values, config.register),
  });
  // spec 2.6: the captcha loads (fresh) with the screen and again after a failed submit.
  const captcha = useCaptcha(REGISTER_CAPTCHA_SCOPE, fields.includes('captcha'));

  // spec 4: both methods share the mobile number, so switching carries it over.
  function switchMethod(next: RegisterBy) {
    setBy(next);
    kit.setErrors({});
  }

  /** Before the agreement link leaves the screen (spec 2.6 item 7). */
  function keepDraft() {
    keepRegisterDraft({ by, agreed, values: kit.values });
  }

  return { ...kit, by, switchMethod, fields, link, captcha, agreed, setAgreed, keepDraft };
}

export type RegisterForm = ReturnType<typeof useRegisterForm>;
