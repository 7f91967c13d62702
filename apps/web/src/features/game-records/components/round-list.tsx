import type { GameRecord, GameRecordsResponse } from '@lobby/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { PagedList } from '../../../components/paged-list.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { RoundRow } from './round-row.tsx';

// The list body of /m/gameRecord (decision 085, as the record screens' of decision 070):
// components/paged-list.tsx with this screen's classes (game-records.css), three skeleton rows
// and the rounds.

interface Props {
  query: UseInfiniteQueryResult<InfiniteData<GameRecordsResponse>>;
  onOpen: (id: string) => void;
}

export function RoundList({ query, onOpen }: Props) {
  const { t } = useTranslation();
  return (
    <PagedList
      query={query}
      row={(item: GameRecord) => <RoundRow item={item} onOpen={onOpen} />}
      itemKey={(item) => item.id}
      label={t('titles.gameRecord')}
      empty={t('gameRecords.empty')}
      classPrefix="gr"
      testIdPrefix="game-records"
      skeletons={3}
    />
  );
}
