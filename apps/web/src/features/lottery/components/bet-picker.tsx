import { type LotteryBetTypeInfo, oddsText } from '@lobby/shared';
import { useTranslation } from '../../../lib/translation.ts';
import { pickerShape, type Selection, togglePick } from '../betting-rules.ts';

// One bet type's picker (issue 13 "Betting page"; decision 095): position 1-5 for POS_DIGIT,
// a grid of options (digits, 00-99, sums, words), or three typed digits for 3 càng.

interface Props {
  type: LotteryBetTypeInfo;
  selection: Selection;
  onChange: (selection: Selection) => void;
}

export function BetPicker({ type, selection, onChange }: Props) {
  const { t } = useTranslation();
  const shape = pickerShape(type);
  const typeName = t(`lottery.betTypes.${type.id}`);
  return (
    <div className="bet-picker" data-bet-type={type.id}>
      <p className="bet-odds">{t('lottery.betting.odds', { odds: oddsText(type.oddsMilli) })}</p>
      {shape.position ? (
        <fieldset className="bet-positions">
          <legend>{t('lottery.betting.position')}</legend>
          {[1, 2, 3, 4, 5].map((position) => (
            <button
              key={position}
              type="button"
              className="bet-option"
              aria-pressed={selection.position === position}
              aria-label={t('lottery.betting.positionN', { position })}
              onClick={() => onChange({ ...selection, position })}
            >
              {position}
            </button>
          ))}
        </fieldset>
      ) : null}
      {shape.kind === 'entry' ? (
        <label className="bet-entry">
          <span>{t('lottery.betting.threeDigits')}</span>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            pattern="[0-9]{3}"
            value={selection.picks[0] ?? ''}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '').slice(0, 3);
              onChange({ ...selection, picks: digits ? [digits] : [] });
            }}
          />
        </label>
      ) : (
        <fieldset className={`bet-grid bet-grid-${shape.words ? 'words' : shape.options.length}`}>
          <legend>{t('lottery.betting.choose', { type: typeName })}</legend>
          {shape.options.map((option) => (
            <button
              key={option}
              type="button"
              className="bet-option"
              aria-pressed={selection.picks.includes(option)}
              onClick={() => onChange(togglePick(shape, selection, option))}
            >
              {shape.words ? t(`lottery.options.${option}`) : option}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
