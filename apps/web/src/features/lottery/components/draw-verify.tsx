import { drawLotteryResult, type LotteryDraw, type LotteryFamily, lotterySeedHash } from '@lobby/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';

// A draw's verify data (docs/fairness.md; decision 096): the hash committed before sales, the
// seed revealed with the result, the command that checks it, and the same check in the browser
// with the shared engine once the disclosure opens.

type Check = 'idle' | 'checking' | 'verified' | 'mismatch';

async function verify(draw: LotteryDraw, family: LotteryFamily): Promise<boolean> {
  if (!draw.seed || !draw.result) return false;
  if ((await lotterySeedHash(draw.seed)) !== draw.seedHash) return false;
  const result = await drawLotteryResult(family, draw.seed, draw.gameCode, draw.numero);
  return JSON.stringify(result) === JSON.stringify(draw.result);
}

export function DrawVerify({ draw, family }: { draw: LotteryDraw; family: LotteryFamily }) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<Check>('idle');
  const onToggle = (open: boolean) => {
    if (!open || check !== 'idle' || !draw.seed) return;
    setCheck('checking');
    verify(draw, family).then(
      (ok) => setCheck(ok ? 'verified' : 'mismatch'),
      () => setCheck('mismatch'),
    );
  };
  return (
    <details className="draw-verify" onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary>{t('lottery.results.verify')}</summary>
      <dl>
        <dt>{t('lottery.results.seedHash')}</dt>
        <dd className="draw-hex">{draw.seedHash}</dd>
        <dt>{t('lottery.results.seed')}</dt>
        <dd className="draw-hex">{draw.seed ?? '—'}</dd>
      </dl>
      <p className="bet-muted">{t('lottery.results.verifyHint')}</p>
      <code className="draw-command">{`npm run verify -- draw ${draw.gameCode} ${draw.numero}`}</code>
      {check === 'verified' || check === 'mismatch' ? (
        <p className={check === 'verified' ? 'bet-success' : 'bet-error'} data-testid="draw-check">
          {t(check === 'verified' ? 'lottery.results.verified' : 'lottery.results.mismatch')}
        </p>
      ) : null}
    </details>
  );
}
