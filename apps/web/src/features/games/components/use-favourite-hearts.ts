import { type GameItem, TOASTS } from '@lobby/shared';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/feedback.ts';
import { useSession } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useFavouriteIds } from '../api/get-favourites.ts';
import { useToggleFavourite } from '../api/toggle-favourite.ts';
import { askGuestToLogIn } from '../launch.ts';

/**
 * The hearts of every game tile (spec 4 "Favourite toggle"): the member's favourite ids, and a
 * toggle that changes a heart only once the server said success, then shows in_collection or
 * in_cancel_collection. A guest gets in_logged_login and the login modal.
 */
export function useFavouriteHearts() {
  const { t } = useTranslation();
  const signedIn = useSession() !== null;
  const ids = useFavouriteIds(signedIn);
  const toggle = useToggleFavourite();
  const isFavourite = (nodeId: string) => ids.data?.has(nodeId) ?? false;
  const flip = (game: GameItem) => {
    if (askGuestToLogIn(t)) return;
    if (toggle.isPending) return;
    const favourite = !isFavourite(game.nodeId);
    // The promise, not mutate's callbacks: those are dropped when the tile has gone meanwhile
    // (a game taken off the favourites list leaves the view before the toast).
    toggle.mutateAsync({ game, favourite }).then(
      () =>
        void showToast(
          t(favourite ? 'games.in_collection' : 'games.in_cancel_collection'),
          TOASTS.shortMs,
          'success',
        ),
      (error: unknown) => void showToast(t(errorMessageKey(error)), TOASTS.shortMs, 'fail'),
    );
  };
  return { isFavourite, flip, pendingId: toggle.isPending ? toggle.variables?.game.nodeId : undefined };
}
