import { Countdown } from '../../../components/countdown.tsx';
import { Link } from '../../../lib/router.ts';
import { useTranslation } from '../../../lib/translation.ts';
import type { CurrentDraw } from '../use-current-draw.ts';

// The betting page's header (decision 095): back to where the launch came from, the game's name,
// the numero on sale and the time to its lock, or "sales closed" and the time to the next draw.

interface Props {
  backUrl: string;
  name: string;
  current: CurrentDraw;
}

export function BettingHeader({ backUrl, name, current }: Props) {
  const { t } = useTranslation();
  const { draw, anchor, onSale } = current;
  return (
    <header className="betting-header">
      <Link to={backUrl} className="betting-back" aria-label={t('lottery.betting.back')}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" />
        </svg>
      </Link>
      <div className="betting-title">
        <h2>{name}</h2>
        <p data-testid="betting-numero" data-numero={draw?.numero ?? ''}>
          {draw ? t('lottery.numero', { numero: draw.numero }) : t('lottery.noDraw')}
        </p>
      </div>
      <div className={`betting-clock${onSale ? '' : ' betting-clock-closed'}`}>
        <span className="betting-clock-label">
          {onSale ? t('lottery.betting.closesIn') : t('lottery.betting.salesClosed')}
        </span>
        <Countdown
          key={`${draw?.numero ?? ''}:${onSale}:${anchor?.receivedAt ?? 0}`}
          anchor={anchor ?? { seconds: 0, receivedAt: 0, halfTripMs: 0 }}
          onSale={anchor !== undefined}
          onEnd={() => current.closed()}
          label={(seconds) =>
            seconds === null
              ? t('lottery.closed')
              : onSale
                ? t('lottery.remaining', { seconds })
                : t('lottery.betting.nextDrawIn', { seconds })
          }
        />
      </div>
    </header>
  );
}
