import type { GameItem } from '@lobby/shared';
import { useTranslation } from '../../../lib/translation.ts';
import { HeartIcon } from './category-icon.tsx';

// spec 2.11, 3 "Game item": icon, name, NEW / HOT marks and the favourite heart. The vendor is
// not written on the tile: its code is no word of the visitor's language (the vendor tabs name it).

interface Props {
  game: GameItem;
  favourite: boolean;
  busy: boolean;
  onOpen: (game: GameItem) => void;
  onFavourite: (game: GameItem) => void;
}

export function GameTile({ game, favourite, busy, onOpen, onFavourite }: Props) {
  const { t } = useTranslation();
  return (
    <li className="game-tile" data-testid="game-tile" data-node-id={game.nodeId}>
      <button
        type="button"
        className="game-tile-open"
        onClick={() => onOpen(game)}
        aria-disabled={!game.supportPlay}
      >
        <img src={game.iconUrl} alt="" loading="lazy" width="96" height="96" />
        <span className="game-tile-name">{game.gameName}</span>
        {game.isNew || game.hotRank !== null ? (
          <span className="game-tile-marks">
            {game.isNew ? <span className="game-mark game-mark-new">{t('games.mark.new')}</span> : null}
            {game.hotRank !== null ? (
              <span className="game-mark game-mark-hot">{t('games.mark.hot')}</span>
            ) : null}
          </span>
        ) : null}
        {game.supportPlay ? null : <span className="game-tile-off">{t('games.unavailable')}</span>}
      </button>
      <button
        type="button"
        className={favourite ? 'game-heart game-heart-on' : 'game-heart'}
        aria-pressed={favourite}
        aria-label={t('games.favourite', { name: game.gameName })}
        disabled={busy}
        onClick={() => onFavourite(game)}
      >
        <HeartIcon filled={favourite} />
      </button>
    </li>
  );
}
