import type { CatalogueGame, CatalogueImport, GameType } from '@lobby/shared';
import { DEMO_VENDORS, demoCatalogue } from '../features/games/demo-catalogue/demo.ts';
import { COUNTS, namesOf } from '../features/games/demo-catalogue/names.ts';

// A catalogue at scale for `npm run bench` and the search-plan test: the demo's vendors and
// `count` games spread over them, named in all 29 languages like the demo's, each with a serial
// so names stay distinct ("Golden Dragon 1042").

const CHIPS = ['0.01', '0.05', '0.1', '0.5', '0.75'] as const;

export function scaledCatalogue(count: number): CatalogueImport {
  const { vendors } = demoCatalogue();
  const plans = DEMO_VENDORS.filter((p) => p.vassalage !== 'INHOUSE');
  const games: CatalogueGame[] = [];
  for (let i = 0; i < count; i++) {
    const plan = plans[i % plans.length] as (typeof plans)[number];
    const q = Math.floor(i / plans.length) % COUNTS.q;
    const kind = plan.kind;
    const words = plan.words.length > 0 ? plan.words : [0];
    const word = words[Math.floor(i / (plans.length * COUNTS.q)) % words.length] as number;
    const serial = ` ${1000 + i}`;
    const names = Object.fromEntries(
      Object.entries(namesOf(q, kind, word)).map(([code, name]) => [code, name + serial]),
    );
    games.push({
      nodeId: `${plan.vassalage}:s${i}`,
      vassalage: plan.vassalage,
      gameType: plan.gameType as GameType,
      gameId: `s${i}`,
      names,
      icon: `/media/games/${plan.vassalage}/${plan.kind}${word}q${q}.svg`,
      family: plan.family,
      isNew: i % 9 === 0,
      hotRank: i % 50 === 0 ? i + 1 : null,
      minBet: CHIPS[i % CHIPS.length],
    });
  }
  return { vendors, games };
}
