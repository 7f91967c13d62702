import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PeriodChips } from '../../../components/period-chips.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { type DateRange, presetRange } from '../../../lib/record-period.ts';
import { useLanguageTag } from '../../../lib/translation.ts';
import { gameRecordsQueryOptions } from '../api/game-record-queries.ts';
import { ProductChips } from '../components/record-filters.tsx';
import { RoundDetailSheet } from '../components/round-detail.tsx';
import { RoundList } from '../components/round-list.tsx';
import { useGameRecordsLiveUpdates } from '../live-updates.ts';
import type { Product } from '../products.ts';
import './game-records.css';

/** /m/gameRecord, the betting record (spec 2.9 TRANSBETREPMEM3, 7 "Orders"; decision 085). */
export function GameRecordScreen() {
  // Game names come in the member's language: a language change asks again.
  useLanguageTag();
  const [range, setRange] = useState<DateRange>(() => presetRange('days7'));
  const [product, setProduct] = useState<Product | undefined>(undefined);
  const [open, setOpen] = useState<string | null>(null);
  const query = useInfiniteQuery(gameRecordsQueryOptions(range, product, currentLanguage()));
  useGameRecordsLiveUpdates();
  return (
    <main className="page-content game-records" data-testid="game-records">
      <PeriodChips value={range} onChange={setRange} name="gr" testId="game-records" />
      <ProductChips value={product} onChange={setProduct} />
      <RoundList query={query} onOpen={setOpen} />
      <RoundDetailSheet id={open} onClose={() => setOpen(null)} />
    </main>
  );
}
