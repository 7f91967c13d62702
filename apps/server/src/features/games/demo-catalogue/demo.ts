import type { CatalogueGame, CatalogueImport, CatalogueVendor, GameFamily, GameType } from '@lobby/shared';
import { CLASSIFICATION_NAMES } from './classifications.ts';
import { COUNTS, namesOf, type WordKind } from './names.ts';
import { GAME_WORD } from './vocabulary.ts';

// The demo catalogue (issue 12 "Seed", decision 074): 13 fictional vendors, 311 games covering
// every category of spec 1, names in all 29 languages, new and hot flags, minimum bets on spec 9's
// chips, a lobby game for the vendor tiles of SPORTS, ESPORTS, COCKFIGHT, LIVE and the lotteries.
// TF and DS88 are listed under SPORTS as an aggregator's feed lists them; spec 4's grouping moves
// them into ESPORTS and COCKFIGHT when answering. The in-house vendor plays dice, mines and slot;
// every other vendor goes through the sandbox aggregator with the closest family.

interface VendorPlan {
  vassalage: string;
  displayName: string;
  adapter: 'inhouse' | 'sandbox';
  gameType: GameType;
  family: GameFamily;
  /** The games: qualifier range x words of one kind. */
  qualifiers: readonly number[];
  kind: WordKind;
  words: readonly number[];
  /** Its first game is the vendor tile's lobby (spec 3 "Vendor tile"). */
  lobby?: boolean;
  trial?: boolean;
  classify?: boolean;
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const ALL_Q = range(0, COUNTS.q);
const W = GAME_WORD;

export const DEMO_VENDORS: readonly VendorPlan[] = [
  {
    vassalage: 'INHOUSE',
    displayName: 'Lobby Originals',
    adapter: 'inhouse',
    gameType: 'INHOUSE',
    family: 'dice',
    qualifiers: [],
    kind: 'g',
    words: [],
    lobby: true,
    trial: true,
  },
  {
    vassalage: 'SKYB',
    displayName: 'Skybridge Sports',
    adapter: 'sandbox',
    gameType: 'SPORTS',
    family: 'dice',
    qualifiers: range(0, 6),
    kind: 'g',
    words: [W.cup],
    lobby: true,
  },
  {
    vassalage: 'TF',
    displayName: 'Tidefall E-Sports',
    adapter: 'sandbox',
    gameType: 'SPORTS',
    family: 'dice',
    qualifiers: range(0, 6),
    kind: 'g',
    words: [W.arena],
    lobby: true,
  },
  {
    vassalage: 'NOVA',
    displayName: 'Nova Clash Gaming',
    adapter: 'sandbox',
    gameType: 'ESPORTS',
    family: 'dice',
    qualifiers: range(6, 12),
    kind: 'g',
    words: [W.arena],
    lobby: true,
  },
  {
    vassalage: 'DS88',
    displayName: 'Dawnspur Derby',
    adapter: 'sandbox',
    gameType: 'SPORTS',
    family: 'dice',
    qualifiers: range(6, 12),
    kind: 'g',
    words: [W.cup],
    lobby: true,
  },
  {
    vassalage: 'ORCHID',
    displayName: 'Orchid Live',
    adapter: 'sandbox',
    gameType: 'LIVE',
    family: 'dice',
    qualifiers: ALL_Q,
    kind: 'g',
    words: [W.baccarat, W.roulette],
    lobby: true,
  },
  {
    vassalage: 'MARBLE',
    displayName: 'Marble Hall Live',
    adapter: 'sandbox',
    gameType: 'LIVE',
    family: 'dice',
    qualifiers: ALL_Q,
    kind: 'g',
    words: [W.blackjack, W.sicBo],
    lobby: true,
  },
  {
    vassalage: 'CORAL',
    displayName: 'Coral Reef Fishing',
    adapter: 'sandbox',
    gameType: 'FISH',
    family: 'mines',
    qualifiers: ALL_Q,
    kind: 'g',
    words: [W.fishing],
    trial: true,
  },
  {
    vassalage: 'PLUM',
    displayName: 'Plumtree Slots',
    adapter: 'sandbox',
    gameType: 'RNG',
    family: 'slot',
    qualifiers: ALL_Q,
    kind: 'n',
    words: range(0, 8),
    trial: true,
    classify: true,
  },
  {
    vassalage: 'NEBULA',
    displayName: 'Nebula Reels',
    adapter: 'sandbox',
    gameType: 'RNG',
    family: 'slot',
    qualifiers: ALL_Q,
    kind: 'n',
    words: range(8, 16),
    trial: true,
    classify: true,
  },
  {
    vassalage: 'HARBOR',
    displayName: 'Harbor Cards',
    adapter: 'sandbox',
    gameType: 'PVP',
    family: 'dice',
    qualifiers: ALL_Q,
    kind: 'g',
    words: [W.poker, W.rummy],
  },
  {
    vassalage: 'ELIXIR',
    displayName: 'Elixir E-Lotto',
    adapter: 'sandbox',
    gameType: 'ELOTT',
    family: 'dice',
    qualifiers: range(0, 4),
    kind: 'g',
    words: [W.lotto],
    lobby: true,
  },
  {
    vassalage: 'LANTERN',
    displayName: 'Lantern Lottery',
    adapter: 'sandbox',
    gameType: 'LOTT',
    family: 'dice',
    qualifiers: range(4, 8),
    kind: 'g',
    words: [W.lotto],
    lobby: true,
  },
];

/** spec 9 minimum-bet chips, spread over the games. */
const CHIPS = ['0.01', '0.05', '0.1', '0.5', '0.75'] as const;
/** The in-house games: node ids and game ids the launch and the game pages know (issue 12). */
const INHOUSE_GAMES = [
  { family: 'dice', q: 2, word: W.dice },
  { family: 'mines', q: 7, word: W.mines },
  { family: 'slot', q: 0, word: W.slot },
] as const;

export const vendorIcon = (vassalage: string, size: 'small' | 'large') =>
  `/media/games/vendors/${vassalage}-${size}.svg`;
export const gameIcon = (vassalage: string, gameId: string) => `/media/games/${vassalage}/${gameId}.svg`;

function vendorOf(plan: VendorPlan): CatalogueVendor {
  return {
    vassalage: plan.vassalage,
    displayName: plan.displayName,
    adapter: plan.adapter,
    smallIcon: vendorIcon(plan.vassalage, 'small'),
    largeIcon: vendorIcon(plan.vassalage, 'large'),
    gameTypes: [plan.gameType],
    ...(plan.classify
      ? {
          classifications: (['JACKPOT', 'CLASSIC'] as const).map((key) => ({
            gameType: plan.gameType,
            key,
            names: CLASSIFICATION_NAMES[key],
          })),
        }
      : {}),
  };
}

/** Flags that look like a real catalogue's: every 7th new, a few hot per category, chips cycling. */
function flags(index: number, inVendor: number, plan: VendorPlan) {
  return {
    isNew: index % 7 === 3,
    hotRank: inVendor === 1 || inVendor === 5 ? index + 1 : null,
    minBet: CHIPS[(index * 3 + inVendor) % CHIPS.length],
    ...(plan.classify ? { classifications: [inVendor % 3 === 0 ? 'JACKPOT' : 'CLASSIC'] } : {}),
    ...(plan.trial ? { trialAllowed: true } : {}),
  };
}

export function demoCatalogue(): CatalogueImport {
  const games: CatalogueGame[] = [];
  for (const g of INHOUSE_GAMES) {
    games.push({
      nodeId: `INHOUSE:${g.family}`,
      vassalage: 'INHOUSE',
      gameType: 'INHOUSE',
      gameId: g.family,
      names: namesOf(g.q, 'g', g.word),
      icon: gameIcon('INHOUSE', g.family),
      family: g.family,
      isLobby: g.family === 'dice',
      isNew: g.family === 'mines',
      hotRank: g.family === 'dice' ? 1 : null,
      minBet: '0.01',
      trialAllowed: true,
    });
  }
  for (const plan of DEMO_VENDORS.filter((p) => p.vassalage !== 'INHOUSE')) {
    let inVendor = 0;
    for (const word of plan.words) {
      for (const q of plan.qualifiers) {
        const gameId = `${plan.kind}${word}q${q}`;
        const index = games.length;
        games.push({
          nodeId: `${plan.vassalage}:${gameId}`,
          vassalage: plan.vassalage,
          gameType: plan.gameType,
          gameId,
          names: namesOf(q, plan.kind, word),
          icon: gameIcon(plan.vassalage, gameId),
          family: plan.family,
          isLobby: Boolean(plan.lobby) && inVendor === 0,
          ...flags(index, inVendor, plan),
        });
        inVendor += 1;
      }
    }
  }
  return { vendors: DEMO_VENDORS.map(vendorOf), games };
}
