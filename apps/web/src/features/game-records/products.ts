import { GAME_TYPES, type GameRecord } from '@lobby/shared';

export type Product = GameRecord['product'];

/**
 * The product chips after "All" (decision 085): every game type in spec 1's order, whether or
 * not the member has played it, so the chips never move under a thumb. LOTTERY joins when the
 * lottery issue makes its bets a source of the record.
 */
export const OFFERED_PRODUCTS: readonly Product[] = GAME_TYPES;
