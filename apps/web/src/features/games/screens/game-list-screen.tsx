import { GAME_TYPES } from '@lobby/shared';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../../../lib/router.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useVassalages } from '../api/get-vassalages.ts';
import { useVendorGameTypes } from '../api/get-vendor-game-types.ts';
import { FilterPanel } from '../components/filter-panel.tsx';
import { GameResults } from '../components/game-results.tsx';
import { ListToolbar } from '../components/list-toolbar.tsx';
import { classifyOptions, homeTabs } from '../game-rules.ts';
import { askGuestToLogIn } from '../launch.ts';
import { type ListState, listSearch, readListState } from '../list-filter.ts';
import '../components/games.css';

// The game list (spec 2.11; decision 083) for /m/gameList?gameType=, /m/gameCenter,
// /m/slotsCenter (RNG, with the filter panel) and /m/gameLobby.

export function GameListScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const state = readListState(pathname, search);
  const types = useVendorGameTypes();
  const vendors = useVassalages(state.gameType);
  const [panel, setPanel] = useState(false);
  const classify = state.gameType
    ? classifyOptions(types.data?.mapping[state.gameType]?.gameClassify ?? [])
    : [];
  const apply = (change: Partial<ListState>) =>
    navigate(pathname + listSearch({ ...state, ...change }), { replace: true });
  const others = types.data
    ? homeTabs(types.data.sorting).filter((tab) => tab !== 'HOT' && tab !== state.gameType)
    : GAME_TYPES.filter((type) => type !== state.gameType);
  const scrollKey = pathname + listSearch(state);
  return (
    <main className="page-content games-list">
      <ListToolbar
        key={state.gameName ?? ''}
        state={state}
        classify={classify}
        vendors={vendors.data?.list ?? []}
        onChange={apply}
        onView={(view) => {
          if ((view === 'recent' || view === 'favourites') && askGuestToLogIn(t)) return;
          apply({ view });
        }}
        onOpenFilter={state.slots ? () => setPanel(true) : undefined}
      />
      <GameResults
        state={state}
        scrollKey={scrollKey}
        label={t(`games.category.${state.gameType ?? 'ALL'}`)}
      />
      {state.slots ? (
        <FilterPanel
          key={String(panel)}
          open={panel}
          onClose={() => setPanel(false)}
          state={state}
          classify={classify}
          otherCategories={others.filter((type) => type !== 'HOT')}
          onSubmit={(change) => apply({ ...change, view: 'list' })}
        />
      ) : null}
    </main>
  );
}
