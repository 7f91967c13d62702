import type { SecurityOverview } from '@lobby/shared';
import { TextField } from '../../../components/form/text-field.tsx';
import type { FormKit } from '../../../components/form/use-form-kit.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useSecurityQuestions } from '../api/get-security-questions.ts';
import type { PaymentPasswordValues } from '../security-rules.ts';

interface Props {
  overview: SecurityOverview;
  form: FormKit<PaymentPasswordValues>;
  sending: boolean;
  onSend(): void;
}

/** The reset's proof: an SMS code to the member's own (masked) number, else the two answers. */
export function ResetProof({ overview, form, sending, onSend }: Props) {
  const { t } = useTranslation();
  const questions = useSecurityQuestions(!overview.smsTarget);
  if (overview.smsTarget) {
    return (
      <>
        <p className="form-intro">
          {t('security.pay.smsTo')} <span dir="ltr">{overview.mobile}</span>
        </p>
        <TextField
          {...form.field('verificationCode')}
          label={t('security.pay.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          digits
          maxLength={10}
          trailing={
            <button type="button" className="field-link" disabled={sending} onClick={onSend}>
              {t('security.pay.sendCode')}
            </button>
          }
        />
      </>
    );
  }
  const [first, second] = questions.data?.questionIds ?? [];
  return (
    <>
      <TextField
        {...form.field('answer1')}
        label={first ? t(`security.questions.q${first}`) : t('security.q.answer')}
      />
      <TextField
        {...form.field('answer2')}
        label={second ? t(`security.questions.q${second}`) : t('security.q.answer')}
      />
    </>
  );
}
