import { Countdown } from '../../../components/countdown.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { anchorOf } from '../api/keys.ts';
import { winningBalls } from '../lottery-rules.ts';

// spec 2.12 "Lottery list item": icon, name, countdown or sale state, draw number, the previous
// winning number's first part as balls, and the favourite heart.

export interface LotteryItemGame {
  gameId: number;
  gameCode: string;
  remark: string;
  mobileIconUrl: string;
  numero: string;
  isSale: boolean;
  remainTime: number;
  lockTime: number;
  previousWinningNumber: string;
}

interface Props {
  game: LotteryItemGame;
  answer: { receivedAt: number; halfTripMs: number };
  favourite: boolean;
  onOpen: (game: LotteryItemGame) => void;
  onFavourite: (game: LotteryItemGame) => void;
  onTimeUp: () => void;
}

export function LotteryItem({ game, answer, favourite, onOpen, onFavourite, onTimeUp }: Props) {
  const { t } = useTranslation();
  const balls = winningBalls(game.previousWinningNumber);
  return (
    <li className="lottery-item" data-testid="lottery-item" data-game-id={game.gameId}>
      <button type="button" className="lottery-item-open" onClick={() => onOpen(game)}>
        <span className="lottery-icon" aria-hidden="true">
          {game.mobileIconUrl ? (
            <img
              src={game.mobileIconUrl}
              alt=""
              loading="lazy"
              width="48"
              height="48"
              onError={(event) => {
                event.currentTarget.hidden = true;
              }}
            />
          ) : null}
          <span className="lottery-icon-letter">{game.remark.slice(0, 1)}</span>
        </span>
        <span className="lottery-item-body">
          <span className="lottery-item-name">{game.remark}</span>
          <span className="lottery-item-draw">
            {game.numero ? t('lottery.numero', { numero: game.numero }) : t('lottery.noDraw')}
          </span>
          {balls.length > 0 ? (
            <span
              className="lottery-balls"
              role="img"
              aria-label={t('lottery.previous', { number: balls.join(' ') })}
            >
              {balls.map((ball, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the balls are positions of one result
                <span key={index} className="lottery-ball" aria-hidden="true">
                  {ball}
                </span>
              ))}
            </span>
          ) : null}
        </span>
        <span className="lottery-item-state">
          <Countdown
            key={`${game.numero}:${answer.receivedAt}`}
            anchor={anchorOf(answer, game)}
            onSale={game.isSale}
            onEnd={onTimeUp}
            label={(seconds) =>
              seconds === null ? t('lottery.closed') : t('lottery.remaining', { seconds })
            }
          />
          <span className="lottery-item-sale">{game.isSale ? t('lottery.onSale') : t('lottery.closed')}</span>
        </span>
      </button>
      <button
        type="button"
        className={`lottery-heart${favourite ? ' lottery-heart-on' : ''}`}
        aria-pressed={favourite}
        aria-label={t('lottery.favourite', { name: game.remark })}
        data-testid="lottery-heart"
        onClick={() => onFavourite(game)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 21s-7.5-4.6-9.6-9.3C1 8.4 3 4.5 6.8 4.5c2.2 0 3.6 1.2 5.2 3 1.6-1.8 3-3 5.2-3 3.8 0 5.8 3.9 4.4 7.2C19.5 16.4 12 21 12 21z"
            fill={favourite ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </button>
    </li>
  );
}
