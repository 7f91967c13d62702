import { useTranslation } from '../../../lib/translation.ts';
import { lineStake, potentialWin, type Slip, slipTotal } from '../betting-rules.ts';
import type { SlipStatus } from '../use-bet-slip.ts';

// The bet slip (decision 095): each line with its stake and what one winning combination pays,
// the total, and Confirm, disabled while sending or while sales are closed.

interface Props {
  slip: Slip;
  status: SlipStatus;
  onSale: boolean;
  signedIn: boolean;
  onRemove: (index: number) => void;
  onConfirm: () => void;
}

export function BetSlip({ slip, status, onSale, signedIn, onRemove, onConfirm }: Props) {
  const { t } = useTranslation();
  const pending = status.kind === 'pending';
  return (
    <section className="bet-slip" aria-labelledby="bet-slip-title" data-testid="bet-slip">
      <h3 id="bet-slip-title">{t('lottery.betting.slip')}</h3>
      {slip.lines.length === 0 ? (
        <p className="bet-muted">{t('lottery.betting.slipEmpty')}</p>
      ) : (
        <ul className="bet-slip-lines">
          {slip.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a slip may hold the same line twice
            <li key={index} className="bet-slip-line">
              <div className="bet-slip-what">
                <strong>{t(`lottery.betTypes.${line.betType}`)}</strong>
                <span className="bet-content">{line.content}</span>
              </div>
              <div className="bet-slip-money">
                <span>
                  {t('lottery.betting.lineStake', {
                    combinations: line.combinations,
                    unit: line.unitStake,
                    stake: lineStake(line),
                  })}
                </span>
                <span className="bet-muted">
                  {t('lottery.betting.winUpTo', { amount: potentialWin(line) })}
                </span>
              </div>
              <button
                type="button"
                className="bet-remove"
                aria-label={t('lottery.betting.remove', { line: index + 1 })}
                disabled={pending}
                onClick={() => onRemove(index)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="bet-total">
        <span>{t('lottery.betting.total')}</span>
        <strong data-testid="bet-total">{slipTotal(slip.lines)}</strong>
      </p>
      <div role="status" className="bet-status">
        {status.kind === 'placed' ? (
          <p className="bet-success">{t('lottery.betting.placed', { count: status.count })}</p>
        ) : status.kind === 'failed' ? (
          <p className="bet-error">{t(status.messageKey)}</p>
        ) : null}
      </div>
      <button
        type="button"
        className="button button-primary bet-confirm"
        disabled={pending || (signedIn && (!onSale || slip.lines.length === 0))}
        aria-busy={pending}
        onClick={onConfirm}
      >
        {pending
          ? t('lottery.betting.placing')
          : signedIn
            ? t('lottery.betting.confirm')
            : t('lottery.betting.loginToBet')}
      </button>
    </section>
  );
}
