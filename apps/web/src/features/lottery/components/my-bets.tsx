import type { LotteryBet } from '@lobby/shared';
import { useTranslation } from '../../../lib/translation.ts';
import { PanelNote } from './panel-note.tsx';

// "My bets" of this game (decision 095): numero, type, content, stake, state and win.

interface Props {
  bets: readonly LotteryBet[] | undefined;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
}

export function MyBets({ bets, pending, failed, onRetry }: Props) {
  const { t } = useTranslation();
  if (failed || pending || !bets?.length)
    return (
      <PanelNote
        pending={pending}
        failed={failed}
        onRetry={onRetry}
        empty={!bets?.length}
        emptyKey="lottery.betting.noBets"
      />
    );
  return (
    <ul className="my-bets" data-testid="my-bets">
      {bets.map((bet) => (
        <li key={bet.id} className="my-bet" data-testid="my-bet" data-state={bet.state}>
          <div className="my-bet-top">
            <span>{t('lottery.numero', { numero: bet.numero })}</span>
            <span className={`my-bet-state my-bet-${bet.state}`}>{t(`lottery.betStates.${bet.state}`)}</span>
          </div>
          <div className="my-bet-what">
            <strong>{t(`lottery.betTypes.${bet.betType}`)}</strong>
            <span className="bet-content">{bet.content}</span>
          </div>
          <dl className="my-bet-money">
            <div>
              <dt>{t('lottery.betting.stakeLabel')}</dt>
              <dd>{bet.stake}</dd>
            </div>
            <div>
              <dt>{t('lottery.betting.winLabel')}</dt>
              <dd>{bet.state === 'open' ? '—' : bet.win}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
