import { useTranslation } from '../../../lib/translation.ts';
import { LotteryItem, type LotteryItemGame } from './lottery-item.tsx';

interface Props {
  games: readonly LotteryItemGame[];
  answer: { receivedAt: number; halfTripMs: number } | undefined;
  pending: boolean;
  failed: boolean;
  favs: readonly number[];
  empty?: string | undefined;
  onOpen: (game: LotteryItemGame) => void;
  onFavourite: (game: LotteryItemGame) => void;
  onTimeUp: () => void;
  onRetry: () => void;
}

export function LotteryList({
  games,
  answer,
  pending,
  failed,
  favs,
  empty,
  onOpen,
  onFavourite,
  onTimeUp,
  onRetry,
}: Props) {
  const { t } = useTranslation();
  if (pending)
    return (
      <p className="lottery-note" aria-busy="true">
        {t('lottery.loading')}
      </p>
    );
  if (failed || !answer) {
    return (
      <div className="lottery-note" role="alert">
        <p>{t('lottery.failed')}</p>
        <button type="button" className="chip" onClick={onRetry}>
          {t('lottery.retry')}
        </button>
      </div>
    );
  }
  if (games.length === 0) return <p className="lottery-note">{empty ?? t('lottery.empty')}</p>;
  return (
    <ul className="lottery-list">
      {games.map((game) => (
        <LotteryItem
          key={game.gameId}
          game={game}
          answer={answer}
          favourite={favs.includes(game.gameId)}
          onOpen={onOpen}
          onFavourite={onFavourite}
          onTimeUp={onTimeUp}
        />
      ))}
    </ul>
  );
}
