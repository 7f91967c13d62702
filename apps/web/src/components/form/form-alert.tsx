import { useTranslation } from '../../lib/translation.ts';
import './form.css';

/** A form's own message line (a failure no field owns), read out when it appears; styled as field errors are. */
export function FormAlert({ message }: { message: string | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {t(message)}
    </p>
  );
}
