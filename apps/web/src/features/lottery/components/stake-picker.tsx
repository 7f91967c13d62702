import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { STAKE_CHIPS, stakeFromInput } from '../betting-rules.ts';

// The unit stake (decision 095): chips, or a typed amount checked by the shared Money rule.

interface Props {
  stake: string | null;
  onChange: (stake: string | null) => void;
}

export function StakePicker({ stake, onChange }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const invalid = typed !== '' && stakeFromInput(typed) === null;
  return (
    <fieldset className="bet-stake">
      <legend>{t('lottery.betting.stake')}</legend>
      <div className="bet-chips">
        {STAKE_CHIPS.map((chip) => (
          <button
            key={chip}
            type="button"
            className="bet-chip"
            aria-pressed={typed === '' && stake === chip}
            onClick={() => {
              setTyped('');
              onChange(chip);
            }}
          >
            {chip.replace(/\.00$/, '')}
          </button>
        ))}
      </div>
      <label className="bet-custom">
        <span>{t('lottery.betting.customStake')}</span>
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'bet-stake-error' : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            onChange(event.target.value === '' ? STAKE_CHIPS[0] : stakeFromInput(event.target.value));
          }}
        />
      </label>
      {invalid ? (
        <p id="bet-stake-error" className="bet-error">
          {t('lottery.betting.stakeInvalid')}
        </p>
      ) : null}
    </fieldset>
  );
}
