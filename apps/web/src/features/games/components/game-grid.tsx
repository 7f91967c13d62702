import type { GameItem } from '@lobby/shared';
import { useLocation } from '../../../lib/router.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { backUrlOf } from '../game-rules.ts';
import { startLaunch } from '../launch.ts';
import { GameTile } from './game-tile.tsx';
import { useFavouriteHearts } from './use-favourite-hearts.ts';

/** A grid of game tiles: a tap launches (spec 4, 7), the heart toggles the favourite. */
export function GameGrid({ games, label }: { games: readonly GameItem[]; label: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { isFavourite, flip, pendingId } = useFavouriteHearts();
  const open = (game: GameItem) => {
    if (!game.supportPlay) return;
    void startLaunch(
      {
        nodeId: game.nodeId,
        vendor: game.vassalage,
        gameId: game.gameId,
        backUrl: backUrlOf(pathname, search),
      },
      t,
    );
  };
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game) => (
        <GameTile
          key={`${game.vassalage}:${game.nodeId}`}
          game={game}
          favourite={isFavourite(game.nodeId)}
          busy={pendingId === game.nodeId}
          onOpen={open}
          onFavourite={flip}
        />
      ))}
    </ul>
  );
}
