import type { GameRecord } from '@lobby/shared';
import { groupAmount } from '../../../lib/group-amount.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { RoundNet, RoundTime, StateBadge } from './record-parts.tsx';

/** One round (decision 085): game, vendor and product, net, state, time, stake and win; a tap opens it. */
export function RoundRow({ item, onOpen }: { item: GameRecord; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="gr-row" onClick={() => onOpen(item.id)} data-testid="game-records-open">
      <span className="gr-row-line">
        <bdi className="gr-title">{item.gameName || t(`gameRecords.product.${item.product}`)}</bdi>
        <RoundNet round={item} />
      </span>
      <span className="gr-row-line gr-meta">
        <span>
          <bdi>{item.vendorName}</bdi> · {t(`gameRecords.product.${item.product}`)}
        </span>
        <StateBadge state={item.state} />
      </span>
      <span className="gr-row-line gr-meta">
        <RoundTime at={item.openedAt} />
        <span className="gr-money">
          {t('gameRecords.stakeIs', { amount: groupAmount(item.stake) })} ·{' '}
          {t('gameRecords.winIs', { amount: groupAmount(item.win) })}
        </span>
      </span>
    </button>
  );
}
