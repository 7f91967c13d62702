import type { LotteryFamily } from '@lobby/shared';
import { useTranslation } from '../../../lib/translation.ts';
import { useMyBets } from '../api/get-my-bets.ts';
import { useRecentResults } from '../api/get-recent-results.ts';
import { useMenuLanguage } from '../api/use-menu-language.ts';
import { DrawResults } from './draw-results.tsx';
import { MyBets } from './my-bets.tsx';

// The "My bets" and "Results" panels, each fetching only while shown (decisions 095, 096).

export function MyBetsPanel(props: { gameCode: string; signedIn: boolean; toLogin: () => void }) {
  const { t } = useTranslation();
  const bets = useMyBets(props.gameCode, useMenuLanguage(), props.signedIn);
  if (!props.signedIn)
    return (
      <p className="lottery-note">
        <button type="button" className="button button-primary" onClick={props.toLogin}>
          {t('lottery.betting.loginToBet')}
        </button>
      </p>
    );
  return (
    <MyBets
      bets={bets.data?.list}
      pending={bets.isPending}
      failed={bets.isError && !bets.data}
      onRetry={() => void bets.refetch()}
    />
  );
}

export function ResultsPanel({ gameCode, family }: { gameCode: string; family: LotteryFamily }) {
  const results = useRecentResults(gameCode);
  return (
    <DrawResults
      draws={results.data?.list}
      family={family}
      pending={results.isPending}
      failed={results.isError && !results.data}
      onRetry={() => void results.refetch()}
    />
  );
}
