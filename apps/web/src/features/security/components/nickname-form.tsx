import { VALIDATION_BOUNDS, validateField } from '@lobby/shared';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useFormKit } from '../../../components/form/use-form-kit.ts';
import { showToast } from '../../../lib/feedback.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useSetNickname } from '../api/set-nickname.ts';
import { showSubmitError } from './submit-errors.ts';

const validate = ({ nickname }: { nickname: string }) => {
  const result = validateField('nickname', nickname, { required: true });
  return result.pass ? {} : { nickname: result.message };
};

/** Nickname (spec 7 "nickname"), through the accounts call. */
export function NicknameForm({ current, onDone }: { current: string | null; onDone(): void }) {
  const { t } = useTranslation();
  const save = useSetNickname();
  const form = useFormKit({ defaultValues: { nickname: current ?? '' }, validate, checkOnChange: 'shown' });

  async function submit(values: { nickname: string }) {
    try {
      await save.mutateAsync(values.nickname);
    } catch (error) {
      showSubmitError(form, error, { nickname: 'nickname' } as const);
      return;
    }
    void showToast(t('security.savedToast'), 1000, 'success');
    onDone();
  }

  return (
    <form className="form" noValidate onSubmit={form.submit(submit, () => save.isPending)}>
      <TextField
        {...form.field('nickname')}
        label={t('security.rows.nickname')}
        maxLength={VALIDATION_BOUNDS.nickname.max}
        autoComplete="nickname"
      />
      <FormAlert message={form.formError} />
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {t('security.save')}
      </button>
    </form>
  );
}
