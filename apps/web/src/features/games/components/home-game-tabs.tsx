import { useState } from 'react';
import { useSession } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useFavouriteIds } from '../api/get-favourites.ts';
import { useHotGames } from '../api/get-hot-games.ts';
import { useVendorGameTypes } from '../api/get-vendor-game-types.ts';
import { type HomeTab, homeTabs, tabContent } from '../game-rules.ts';
import { CategoryIcon } from './category-icon.tsx';
import { GameGrid } from './game-grid.tsx';
import { VendorTiles } from './vendor-tiles.tsx';
import './games.css';

// Home's popular-games tabs (spec 2.4; decision 082). This module and its texts load after
// Home's first paint, in a chunk of their own (app/routes/home.tsx).

function HotGames() {
  const { t } = useTranslation();
  const hot = useHotGames();
  if (hot.isPending) return <Spinner />;
  if (hot.isError || hot.data.games.length === 0)
    return <p className="games-empty muted">{t('games.empty')}</p>;
  return <GameGrid games={hot.data.games} label={t('games.category.HOT')} />;
}

export function Spinner() {
  const { t } = useTranslation();
  return (
    <div className="games-spinner" role="status" data-testid="games-loading">
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

export function HomeGameTabs() {
  const { t } = useTranslation();
  const types = useVendorGameTypes();
  // spec 2.4: with a session Home loads the favourite games, so every heart is right.
  useFavouriteIds(useSession() !== null);
  const [selected, setSelected] = useState<HomeTab>('HOT');
  const tabs = types.data ? homeTabs(types.data.sorting) : (['HOT'] as HomeTab[]);
  const tab = tabs.includes(selected) ? selected : 'HOT';
  const content = tabContent(tab);
  return (
    <section className="home-games" aria-label={t('games.popular')} data-testid="home-games">
      <div className="game-tabs" role="tablist">
        {tabs.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            aria-selected={each === tab}
            className={each === tab ? 'game-tab game-tab-active' : 'game-tab'}
            onClick={() => setSelected(each)}
          >
            <CategoryIcon tab={each} />
            <span>{t(`games.category.${each}`)}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" className="game-tab-panel">
        {content === 'hot' ? (
          <HotGames />
        ) : types.isPending ? (
          <Spinner />
        ) : (
          <VendorTiles
            tab={tab}
            vendors={types.data?.mapping[tab]?.vendors ?? []}
            mapping={types.data?.mapping ?? {}}
          />
        )}
      </div>
    </section>
  );
}
