import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { loadStrengthCheck, type Strength } from '../password-strength.ts';
import './password-strength-meter.css';

/**
 * How strong the password being typed is (issue 8 item 8): a bar and a text label, read out
 * politely as it changes. The check loads with the first keystroke; until then, and for an
 * empty field, nothing shows.
 */
export function PasswordStrengthMeter({
  password,
  userInputs = [],
}: {
  password: string;
  userInputs?: readonly string[];
}) {
  const { t } = useTranslation();
  const [strength, setStrength] = useState<Strength>();
  const inputs = userInputs.join('\n');

  useEffect(() => {
    if (password === '') {
      setStrength(undefined);
      return;
    }
    let live = true;
    loadStrengthCheck().then(
      (check) => {
        if (live) setStrength(check(password, inputs ? inputs.split('\n') : []));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [password, inputs]);

  const score = password === '' ? undefined : strength?.score;
  return (
    <div className="strength-meter" data-score={score} aria-live="polite">
      {score !== undefined && (
        <>
          <span className="strength-meter__bar" aria-hidden="true">
            <span style={{ width: `${((score + 1) / 5) * 100}%` }} />
          </span>
          <span className="strength-meter__text">
            {t('passwordStrength.label')}: {t(`passwordStrength.levels.${score}`)}
            {strength?.weakness ? ` · ${t(`passwordStrength.reasons.${strength.weakness}`)}` : ''}
          </span>
        </>
      )}
    </div>
  );
}
