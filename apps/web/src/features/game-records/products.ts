import { type GameRecord, RECORD_PRODUCTS } from '@lobby/shared';

export type Product = GameRecord['product'];

/**
 * The product chips after "All" (decision 085): every game type in spec 1's order, then LOTTERY
 * (issue 13), whether or not the member has played it, so the chips never move under a thumb.
 */
export const OFFERED_PRODUCTS: readonly Product[] = RECORD_PRODUCTS;
