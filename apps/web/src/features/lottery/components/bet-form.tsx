import type { LotteryFamily } from '@lobby/shared';
import { useState } from 'react';
import { type TranslateFunction, useTranslation } from '../../../lib/translation.ts';
import {
  betTypesOf,
  EMPTY_SELECTION,
  quickPick,
  type Selection,
  type SlipLine,
  STAKE_CHIPS,
  slipLine,
} from '../betting-rules.ts';
import { BetPicker } from './bet-picker.tsx';
import { StakePicker } from './stake-picker.tsx';

// Choosing a bet (decision 095): the family's bet types as tabs, the picker, the quick picks,
// the unit stake, and "Add to slip" once the shared parser accepts the line.

interface Props {
  family: LotteryFamily;
  onAdd: (line: SlipLine) => void;
}

function pickHint(t: TranslateFunction, id: string, pickCount?: number) {
  if (pickCount) return t('lottery.betting.pickExactly', { count: pickCount });
  if (id === 'FRONT3_GROUP6') return t('lottery.betting.pickAtLeast', { count: 3 });
  if (id === 'CANG3') return t('lottery.betting.threeDigits');
  return t('lottery.betting.pickHint');
}

export function BetForm({ family, onAdd }: Props) {
  const { t } = useTranslation();
  const types = betTypesOf(family);
  const [typeId, setTypeId] = useState(types[0]?.id ?? '');
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [stake, setStake] = useState<string | null>(STAKE_CHIPS[0]);
  const type = types.find((candidate) => candidate.id === typeId) ?? types[0];
  if (!type) return null;
  const checked = stake ? slipLine(family, type.id, selection, stake) : undefined;
  const choose = (id: string) => {
    setTypeId(id);
    setSelection(EMPTY_SELECTION);
  };
  return (
    <div className="bet-form">
      <div className="bet-types" role="tablist" aria-label={t('lottery.betting.betTypes')}>
        {types.map((candidate) => (
          <button
            key={candidate.id}
            id={`bet-type-${candidate.id}`}
            type="button"
            role="tab"
            aria-selected={candidate.id === type.id}
            aria-controls="bet-type-panel"
            className={`lottery-tab${candidate.id === type.id ? ' lottery-tab-active' : ''}`}
            onClick={() => choose(candidate.id)}
          >
            {t(`lottery.betTypes.${candidate.id}`)}
          </button>
        ))}
      </div>
      <div id="bet-type-panel" role="tabpanel" aria-labelledby={`bet-type-${type.id}`} className="bet-panel">
        <BetPicker type={type} selection={selection} onChange={setSelection} />
        <div className="bet-quick">
          <button
            type="button"
            className="button button-small button-outline"
            onClick={() => setSelection(quickPick(type))}
          >
            {t('lottery.betting.random')}
          </button>
          <button
            type="button"
            className="button button-small button-outline"
            onClick={() => setSelection({ ...selection, picks: [] })}
          >
            {t('lottery.betting.clear')}
          </button>
          <span className="bet-combinations" data-testid="bet-combinations">
            {checked?.ok
              ? t('lottery.betting.combinations', { count: checked.line.combinations })
              : pickHint(t, type.id, type.pickCount)}
          </span>
        </div>
        <StakePicker stake={stake} onChange={setStake} />
        <button
          type="button"
          className="button button-gold bet-add"
          disabled={!checked?.ok}
          onClick={() => {
            if (!checked?.ok) return;
            onAdd(checked.line);
            setSelection({ ...selection, picks: [] });
          }}
        >
          {t('lottery.betting.add')}
        </button>
      </div>
    </div>
  );
}
