import { FavouriteResponse, type GameItem, WEB_API_PATHS } from '@lobby/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { FAVOURITES_KEY } from './get-favourites.ts';
import { withQuery } from './keys.ts';

/**
 * spec 7 add favourite (POST, in the body) / remove favourite (DELETE, in the query) with nodeId
 * and vendor. spec 4: the
 * heart changes only when the server answers with success, so the lists are invalidated after
 * the answer, never updated before it.
 */
export function setFavourite(game: Pick<GameItem, 'nodeId' | 'vassalage'>, favourite: boolean) {
  const named = { nodeId: game.nodeId, vendor: game.vassalage };
  return favourite
    ? apiRequest(WEB_API_PATHS.gameFavourites, FavouriteResponse, { method: 'POST', body: named })
    : apiRequest(withQuery(WEB_API_PATHS.gameFavourites, named), FavouriteResponse, { method: 'DELETE' });
}

export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ game, favourite }: { game: GameItem; favourite: boolean }) =>
      setFavourite(game, favourite),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY }),
  });
}
