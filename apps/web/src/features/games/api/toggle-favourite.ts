import { API_PATHS, FavouriteResponse, type GameItem } from '@lobby/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { FAVOURITES_KEY } from './get-favourites.ts';

/**
 * spec 7 add favourite (POST) / remove favourite (DELETE) with nodeId and vendor. spec 4: the
 * heart changes only when the server answers with success, so the lists are invalidated after
 * the answer, never updated before it.
 */
export function setFavourite(game: Pick<GameItem, 'nodeId' | 'vassalage'>, favourite: boolean) {
  return apiRequest(API_PATHS.gameFavourites, FavouriteResponse, {
    method: favourite ? 'POST' : 'DELETE',
    body: { nodeId: game.nodeId, vendor: game.vassalage },
  });
}

export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ game, favourite }: { game: GameItem; favourite: boolean }) =>
      setFavourite(game, favourite),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY }),
  });
}
