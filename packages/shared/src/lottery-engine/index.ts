// The lottery engine (issue 13; decisions 086, 087; docs/lottery-rules.md, docs/fairness.md):
// pure and isomorphic (Web Crypto only), used by the server, the web client and `npm run verify -- draw`.
export * from './bets.ts';
export * from './draw.ts';
