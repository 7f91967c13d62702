import {
  GAME_TYPES,
  type GameType,
  PRIZE_MODES,
  ROUTES,
  VENDOR_LIST_TYPES,
  type VendorGameTypesResponse,
} from '@lobby/shared';
import { launchPagePath } from '../../lib/game-launch.ts';

// Pure rules of the games screens (spec 2.4, 2.11, 4), tested case by case in game-rules.test.ts.

export type HomeTab = 'HOT' | GameType;
export type VendorTile = VendorGameTypesResponse['mapping'][string]['vendors'][number];
type Mapping = VendorGameTypesResponse['mapping'];

/** spec 2.4: HOT first, then the categories in the server's order, each once, known ones only. */
export function homeTabs(sorting: VendorGameTypesResponse['sorting']): HomeTab[] {
  const known = new Set<string>(GAME_TYPES);
  const seen = new Set<string>();
  const tabs: HomeTab[] = ['HOT'];
  for (const { gameCategory } of sorting) {
    if (!known.has(gameCategory) || seen.has(gameCategory)) continue;
    seen.add(gameCategory);
    tabs.push(gameCategory);
  }
  return tabs;
}

/** spec 2.4: what a home tab shows: hot games, a vendor list that opens game lists, or vendor tiles that launch. */
export function tabContent(tab: HomeTab): 'hot' | 'vendor-list' | 'vendor-launch' {
  if (tab === 'HOT') return 'hot';
  return (VENDOR_LIST_TYPES as readonly string[]).includes(tab) ? 'vendor-list' : 'vendor-launch';
}

/** The game list of a category and vendor: slots go to the slots centre (spec 2.1, 2.11). */
export function gameListPath(gameType: GameType, vassalage?: string): string {
  const query = new URLSearchParams(gameType === 'RNG' ? {} : { gameType });
  if (vassalage) query.set('vassalage', vassalage);
  const base = gameType === 'RNG' ? ROUTES.slotsCenter : ROUTES.gameList;
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

const [LOTT_MODE, , ELOTT_MODE] = PRIZE_MODES;

/** spec 4 "Prize mode": Elott when the mapping's ELOTT entry holds TCG_LOTTO_VN or LOTT, else Lott. */
export function prizeMode(mapping: Mapping): string {
  const elott = mapping.ELOTT?.vendors ?? [];
  return elott.some((v) => v.vassalage === 'TCG_LOTTO_VN' || v.vassalage === 'LOTT') ? ELOTT_MODE : LOTT_MODE;
}

export type TileAction =
  | { kind: 'login' }
  | { kind: 'unavailable' }
  | { kind: 'navigate'; to: string }
  | { kind: 'launch'; vendor: string; gameId: string | undefined; nodeId: string | undefined };

/**
 * spec 4 "Vendor tile launch" (needs a session, else login): TCG_LOTTO_VN and TCG_SEA open the
 * lottery lobby, LOTT and ELOTT go to /m/launchGame with the prize mode, any other vendor the
 * generic launcher. A vendor-list category's tile opens its game list instead (spec 2.4).
 */
export function vendorTileAction(
  tile: VendorTile,
  tab: HomeTab,
  mapping: Mapping,
  signedIn: boolean,
): TileAction {
  if (tabContent(tab) === 'vendor-list')
    return { kind: 'navigate', to: gameListPath(tile.gameType, tile.vassalage) };
  if (!signedIn) return { kind: 'login' };
  // The lobby launches its games with the mapping's prize mode (decision 093).
  if (tile.vassalage === 'TCG_LOTTO_VN' || tile.vassalage === 'TCG_SEA')
    return { kind: 'navigate', to: `${ROUTES.lottery}?prize_mode=${prizeMode(mapping)}` };
  if (tile.vassalage === 'LOTT' || tile.vassalage === 'ELOTT') {
    return {
      kind: 'navigate',
      to: launchPagePath({
        vendor: tile.vassalage,
        gameId: tile.gameId ?? undefined,
        nodeId: tile.nodeId ?? undefined,
        prize_mode: prizeMode(mapping),
      }),
    };
  }
  if (!tile.supportPlay) return { kind: 'unavailable' };
  return {
    kind: 'launch',
    vendor: tile.vassalage,
    gameId: tile.gameId ?? undefined,
    nodeId: tile.nodeId ?? undefined,
  };
}

/** spec 2.11 classify menu: all, new, and the vendor's own classifications when more than one. */
export function classifyOptions(classify: readonly { key: string; displayName: string }[]) {
  return classify.length > 1 ? classify : [];
}

/**
 * The path the game's own back button returns to (LaunchQuery.backUrl): the current route when it
 * fits the contract's pattern, else its path alone.
 */
export function backUrlOf(pathname: string, search: string): string {
  const full = pathname + search;
  const pattern = /^\/m\/[A-Za-z0-9/_?=&.%-]{0,200}$/;
  if (pattern.test(full)) return full;
  return pattern.test(pathname) ? pathname : ROUTES.home;
}
