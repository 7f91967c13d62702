import type { LotteryDraw, LotteryFamily } from '@lobby/shared';
import { useLanguageTag, useTranslation } from '../../../lib/translation.ts';
import { DrawVerify } from './draw-verify.tsx';
import { PanelNote } from './panel-note.tsx';
import { VnnSheet } from './vnn-sheet.tsx';

// The Results tab (decision 096): the last draws, FAST5 as five balls, VNN as the sheet.

interface Props {
  draws: readonly LotteryDraw[] | undefined;
  family: LotteryFamily;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
}

export function DrawResults({ draws, family, pending, failed, onRetry }: Props) {
  const { t } = useTranslation();
  const tag = useLanguageTag();
  if (failed || pending || !draws?.length)
    return (
      <PanelNote
        pending={pending}
        failed={failed}
        onRetry={onRetry}
        empty={!draws?.length}
        emptyKey="lottery.results.none"
      />
    );
  return (
    <ul className="draw-results">
      {draws.map((draw) => (
        <li key={draw.numero} className="draw-result" data-testid="draw-result">
          <div className="draw-result-top">
            <strong>{t('lottery.numero', { numero: draw.numero })}</strong>
            <time dateTime={new Date(draw.drawTime).toISOString()}>
              {new Date(draw.drawTime).toLocaleString(tag, { dateStyle: 'short', timeStyle: 'short' })}
            </time>
          </div>
          {draw.state === 'voided' ? (
            <p className="bet-error">{t('lottery.results.voided')}</p>
          ) : draw.result?.family === 'VNN' ? (
            <VnnSheet result={draw.result} numero={draw.numero} />
          ) : draw.result?.family === 'FAST5' ? (
            <span
              className="lottery-balls draw-balls"
              role="img"
              aria-label={t('lottery.previous', { number: draw.result.digits.join(' ') })}
            >
              {draw.result.digits.map((digit, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: positions 1-5 of one result
                <span key={index} className="lottery-ball" aria-hidden="true">
                  {digit}
                </span>
              ))}
            </span>
          ) : null}
          {draw.state === 'voided' ? null : <DrawVerify draw={draw} family={family} />}
        </li>
      ))}
    </ul>
  );
}
