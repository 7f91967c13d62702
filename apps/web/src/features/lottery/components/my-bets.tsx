import type { LotteryBet } from '@lobby/shared';
import { useTranslation } from '../../../lib/translation.ts';

// "My bets" of this game (decision 095): numero, type, content, stake, state and win.

interface Props {
  bets: readonly LotteryBet[] | undefined;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
}

export function MyBets({ bets, pending, failed, onRetry }: Props) {
  const { t } = useTranslation();
  if (failed)
    return (
      <p className="lottery-note">
        {t('lottery.betting.loadFailed')}{' '}
        <button type="button" className="button button-small button-outline" onClick={onRetry}>
          {t('lottery.retry')}
        </button>
      </p>
    );
  if (pending) return <p className="lottery-note">{t('lottery.loading')}</p>;
  if (!bets?.length) return <p className="lottery-note">{t('lottery.betting.noBets')}</p>;
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
