import { useTranslation } from '../../../lib/translation.ts';
import type { LobbyTab } from '../lottery-rules.ts';

// spec 2.12: the Vietnamese lobby's horizontal tabs (HOT, FAV, then the server's groups).

interface Props {
  tabs: readonly LobbyTab[];
  current: string;
  onChoose: (tag: string) => void;
}

export function LotteryTabs({ tabs, current, onChoose }: Props) {
  const { t } = useTranslation();
  return (
    <div className="lottery-tabs" role="tablist" aria-label={t('lottery.tabs')}>
      {tabs.map((tab) => (
        <button
          key={tab.tag}
          id={`lottery-tab-${tab.tag}`}
          type="button"
          role="tab"
          aria-selected={tab.tag === current}
          aria-controls="lottery-tab-panel"
          data-tag={tab.tag}
          className={`lottery-tab${tab.tag === current ? ' lottery-tab-active' : ''}`}
          onClick={() => onChoose(tab.tag)}
        >
          {tab.label ?? t(tab.tag === 'HOT' ? 'lottery.hot' : 'lottery.fav')}
        </button>
      ))}
    </div>
  );
}
