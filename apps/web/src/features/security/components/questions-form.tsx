import { SECURITY_ANSWER_MAX, SECURITY_QUESTION_IDS } from '@lobby/shared';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useFormKit } from '../../../components/form/use-form-kit.ts';
import { showToast } from '../../../lib/feedback.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useSetSecurityQuestions } from '../api/set-security-questions.ts';
import { type QuestionsValues, validateQuestions } from '../security-rules.ts';
import { SelectField } from './select-field.tsx';
import { showSubmitError } from './submit-errors.ts';

const EMPTY: QuestionsValues = { loginPassword: '', question1: '', answer1: '', question2: '', answer2: '' };
const SERVER_FIELDS = { loginPassword: 'loginPassword', answers: 'answer1' } as const;

/** Security questions (decision 058): two of the fixed list, answered; the login password proves it. */
export function QuestionsForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const save = useSetSecurityQuestions();
  const form = useFormKit({ defaultValues: EMPTY, validate: validateQuestions, checkOnChange: 'shown' });
  const options = SECURITY_QUESTION_IDS.map((id) => ({
    value: String(id),
    label: t(`security.questions.q${id}`),
  }));

  async function submit(v: QuestionsValues) {
    try {
      await save.mutateAsync({
        loginPassword: v.loginPassword,
        answers: [
          { questionId: Number(v.question1), answer: v.answer1 },
          { questionId: Number(v.question2), answer: v.answer2 },
        ],
      });
    } catch (error) {
      showSubmitError(form, error, SERVER_FIELDS);
      return;
    }
    void showToast(t('security.savedToast'), 1000, 'success');
    onDone();
  }

  const select = (name: 'question1' | 'question2', label: string) => {
    const field = form.field(name);
    return (
      <SelectField
        label={label}
        placeholder={t('security.choose')}
        value={field.value}
        error={field.error}
        onValueChange={field.onValueChange}
        options={options}
      />
    );
  };
  return (
    <form className="form" noValidate onSubmit={form.submit(submit, () => save.isPending)}>
      <p className="form-intro">{t('security.q.intro')}</p>
      {select('question1', t('security.q.first'))}
      <TextField
        {...form.field('answer1')}
        label={t('security.q.answer')}
        maxLength={SECURITY_ANSWER_MAX}
        autoComplete="off"
      />
      {select('question2', t('security.q.second'))}
      <TextField
        {...form.field('answer2')}
        label={t('security.q.answer')}
        maxLength={SECURITY_ANSWER_MAX}
        autoComplete="off"
      />
      <TextField
        {...form.field('loginPassword')}
        label={t('security.pay.loginPassword')}
        type="password"
        autoComplete="current-password"
      />
      <FormAlert message={form.formError} />
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {t('security.save')}
      </button>
    </form>
  );
}
