import { z } from 'zod/mini';

/** A money amount as the API answers it: a decimal string with exactly 2 places (spec 9 "Balance"). */
export const Money = z.string().check(z.regex(/^-?\d+\.\d{2}$/, 'expected an amount such as "12.34"'));

/** Wallet balance (spec 3 "Wallet", spec 7 "Wallet: balance"). */
export const BalanceResponse = z.object({ sumBalance: Money, currencySymbol: z.string() });
export type BalanceResponse = z.infer<typeof BalanceResponse>;
