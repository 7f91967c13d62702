import { useTranslation } from '../../lib/translation.ts';

/** A form's own message line (a failure no field owns), read out when it appears. */
export function FormAlert({
  message,
  className = 'form-error',
}: {
  message: string | null;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p className={className} role="alert">
      {t(message)}
    </p>
  );
}
