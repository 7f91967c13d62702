// The drizzle schema, one file per area; drizzle-kit and the app read it through this index.
export * from './accounts.ts';
export * from './cashier.ts';
export * from './content.ts';
export * from './games.ts';
export * from './home-media.ts';
export * from './keys.ts';
export * from './ledger.ts';
export * from './lottery.ts';
export * from './merchant.ts';
export * from './messages.ts';
export * from './outbox.ts';
export * from './security.ts';
export * from './verification.ts';
