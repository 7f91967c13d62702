// `npm run bench`: every benchmark in turn. One over its budget sets a failing exit code
// without hiding the figures printed after it. Each is imported only once the one before has
// finished: static imports of modules with top-level await run side by side, and benchmarks
// sharing the two cores would measure each other.
await import('./initial-bundle.ts');
await import('./login.ts');
await import('./read-path.ts');
await import('./home-content.ts');
await import('./ledger.ts');
await import('./records.ts');
await import('./games-catalogue.ts');
await import('./vendor-wallet.ts');
await import('./lottery-settle.ts');
await import('./lottery-bets.ts');
await import('./lighthouse.ts');

export {};
