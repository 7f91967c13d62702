import { type SecurityOverview, validateField } from '@lobby/shared';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useFormKit } from '../../../components/form/use-form-kit.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useRequestEmailLink } from '../api/email.ts';
import { showSubmitError } from './submit-errors.ts';

const validate = ({ email }: { email: string }) => {
  const result = validateField('email', email.trim(), { required: true });
  return result.pass ? {} : { email: result.message };
};

/** Bind e-mail (decision 057): the link goes to the address; the address counts once it is opened. */
export function EmailForm({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation();
  const send = useRequestEmailLink();
  const form = useFormKit({ defaultValues: { email: '' }, validate, checkOnChange: 'shown' });

  async function submit(values: { email: string }) {
    try {
      await send.mutateAsync(values.email.trim());
    } catch (error) {
      showSubmitError(form, error, { email: 'email' } as const);
    }
  }

  return (
    <form className="form" noValidate onSubmit={form.submit(submit, () => send.isPending)}>
      {overview.email && (
        <p className="form-intro">
          {overview.emailVerified ? t('security.email.current') : t('security.email.unverified')}{' '}
          <span dir="ltr">{overview.email}</span>
        </p>
      )}
      {overview.emailPending && (
        <p className="form-intro" role="status">
          {t('security.email.sent')} <span dir="ltr">{overview.emailPending}</span>
        </p>
      )}
      <TextField
        {...form.field('email')}
        label={t('security.email.address')}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <FormAlert message={form.formError} />
      <button type="submit" className="button button-primary" disabled={send.isPending}>
        {t('security.email.send')}
      </button>
    </form>
  );
}
