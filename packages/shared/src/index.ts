export * from './accounts.ts';
export * from './api-paths.ts';
export * from './constants.ts';
export * from './content.ts';
export * from './countries.ts';
export * from './envelope.ts';
export * from './error-codes.ts';
export * from './flags.ts';
export * from './languages.ts';
export * from './merchant.ts';
// The schema and type in merchant.ts win over languages.ts's type of the same name.
export { LanguageCode } from './merchant.ts';
export * from './passwords.ts';
export * from './payload-crypto.ts';
export * from './routes.ts';
export * from './session.ts';
export * from './validation.ts';
export * from './verification.ts';
export * from './wallet.ts';
