import { TOASTS, type VendorGameTypesResponse } from '@lobby/shared';
import { showToast } from '../../../lib/feedback.ts';
import { useLocation, useNavigate } from '../../../lib/router.ts';
import { useSession } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { backUrlOf, type HomeTab, type VendorTile, vendorTileAction } from '../game-rules.ts';
import { askGuestToLogIn, startLaunch } from '../launch.ts';

// spec 2.4, 3 "Vendor tile", 4 "Vendor tile launch": a category's vendors with their large icons.

interface Props {
  tab: HomeTab;
  vendors: readonly VendorTile[];
  mapping: VendorGameTypesResponse['mapping'];
}

export function VendorTiles({ tab, vendors, mapping }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedIn = useSession() !== null;
  if (vendors.length === 0) {
    return <p className="games-empty muted">{t('games.empty')}</p>;
  }
  const open = (tile: VendorTile) => {
    const action = vendorTileAction(tile, tab, mapping, signedIn);
    if (action.kind === 'login') askGuestToLogIn(t);
    else if (action.kind === 'unavailable') void showToast(t('errors.VENDOR_MAINTENANCE'), TOASTS.shortMs);
    else if (action.kind === 'navigate') navigate(action.to);
    else {
      void startLaunch(
        {
          vendor: action.vendor,
          gameId: action.gameId,
          nodeId: action.nodeId,
          backUrl: backUrlOf(pathname, search),
        },
        t,
      );
    }
  };
  return (
    <ul className="vendor-tiles" aria-label={t(`games.category.${tab}`)}>
      {vendors.map((tile) => (
        <li key={tile.key}>
          <button
            type="button"
            className="vendor-tile"
            data-testid="vendor-tile"
            data-vassalage={tile.vassalage}
            onClick={() => open(tile)}
          >
            <img src={tile.mobileLargeIcon} alt="" loading="lazy" />
            <span className="vendor-tile-name">{tile.displayName}</span>
            {tile.supportPlay ? null : <span className="game-tile-off">{t('games.unavailable')}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
