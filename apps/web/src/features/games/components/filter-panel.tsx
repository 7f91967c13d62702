import { type GameClassify, type GameType, MIN_BET_OPTIONS } from '@lobby/shared';
import { useState } from 'react';
import { Sheet } from '../../../components/sheet.tsx';
import { Link } from '../../../lib/router.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { gameListPath } from '../game-rules.ts';
import type { ListState } from '../list-filter.ts';
import '../../../components/chips.css';

// spec 2.11 slots filter panel: game-type chips (the classifications), minimum-bet chips
// (spec 9: all, 0.01, 0.05, 0.1, 0.5, 0.75), submit, reset, and the other game categories.

interface Props {
  open: boolean;
  onClose: () => void;
  state: ListState;
  classify: readonly GameClassify[];
  otherCategories: readonly GameType[];
  onSubmit: (change: Pick<ListState, 'gameClassify' | 'minBet'>) => void;
}

export function FilterPanel({ open, onClose, state, classify, otherCategories, onSubmit }: Props) {
  const { t } = useTranslation();
  const [gameClassify, setClassify] = useState(state.gameClassify ?? 'ALL');
  const [minBet, setMinBet] = useState<string>(state.minBet ?? 'all');
  const types = [
    { key: 'ALL', displayName: t('games.classify.all') },
    { key: 'NEW', displayName: t('games.classify.new') },
    ...classify,
  ];
  return (
    <Sheet open={open} onClose={onClose} title={t('games.filter.title')} side="bottom">
      <div className="games-panel" data-testid="games-filter-panel">
        <h3>{t('games.filter.gameType')}</h3>
        <div className="chip-row games-chips games-chips-wrap">
          {types.map((item) => (
            <button
              key={item.key}
              type="button"
              className="chip games-chip"
              aria-pressed={gameClassify === item.key}
              onClick={() => setClassify(item.key)}
            >
              {item.displayName}
            </button>
          ))}
        </div>
        <h3>{t('games.filter.minBet')}</h3>
        <div className="chip-row games-chips games-chips-wrap">
          {MIN_BET_OPTIONS.map((option) => (
            <button
              key={option}
              type="button"
              className="chip games-chip"
              aria-pressed={minBet === option}
              onClick={() => setMinBet(option)}
            >
              {option === 'all' ? t('games.classify.all') : option}
            </button>
          ))}
        </div>
        <div className="games-panel-actions">
          <button
            type="button"
            className="button button-outline"
            onClick={() => {
              setClassify('ALL');
              setMinBet('all');
            }}
          >
            {t('games.filter.reset')}
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              onSubmit({ gameClassify, minBet: minBet === 'all' ? undefined : minBet });
              onClose();
            }}
          >
            {t('games.filter.submit')}
          </button>
        </div>
        {otherCategories.length > 0 ? (
          <>
            <h3>{t('games.filter.otherCategories')}</h3>
            <ul className="games-other">
              {otherCategories.map((type) => (
                <li key={type}>
                  <Link to={gameListPath(type)}>{t(`games.category.${type}`)}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </Sheet>
  );
}
