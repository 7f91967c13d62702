// Provably fair engines (issue 12, decision 078, docs/provably-fair.md): pure and isomorphic
// (Web Crypto only), used by the built-in vendors' server, the browser's verify view and
// `npm run verify`.
export * from './dice.ts';
export * from './hmac.ts';
export * from './mines.ts';
export * from './payout.ts';
export * from './round.ts';
export * from './slot.ts';
export * from './stream.ts';
