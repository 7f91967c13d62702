import { useTranslation } from '../../../lib/translation.ts';

// The betting page's tabs (decision 095): bet, my bets, results; one panel, #betting-panel.

interface Props<T extends string> {
  tabs: readonly T[];
  current: T;
  onChoose: (tab: T) => void;
}

export function BettingTabs<T extends string>({ tabs, current, onChoose }: Props<T>) {
  const { t } = useTranslation();
  return (
    <div className="lottery-tabs betting-tabs" role="tablist" aria-label={t('lottery.betting.views')}>
      {tabs.map((name) => (
        <button
          key={name}
          id={`betting-tab-${name}`}
          type="button"
          role="tab"
          aria-selected={current === name}
          aria-controls="betting-panel"
          className={`lottery-tab${current === name ? ' lottery-tab-active' : ''}`}
          onClick={() => onChoose(name)}
        >
          {t(`lottery.betting.tabs.${name}`)}
        </button>
      ))}
    </div>
  );
}
