import { readFileSync } from 'node:fs';
import { ERROR_CODES } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { CLIENT_ERROR_CODES, errorMessageKey } from './error-message.ts';

type Errors = { errors: Record<string, string> };
const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Errors;
// The shell's errors and those the account, security, games and lottery screens load with their locale parts (lib/i18n.ts).
const en = {
  errors: {
    ...read('../locales/en.json').errors,
    ...read('../locales/accounts/en.json').errors,
    ...read('../locales/security/en.json').errors,
    ...read('../locales/games/en.json').errors,
    ...read('../locales/lottery/en.json').errors,
  },
};

describe('errorMessageKey', () => {
  it('maps a known code to errors.<CODE>', () => {
    expect(errorMessageKey(new ApiError(429, { code: 'RATE_LIMITED', message: '' }))).toBe(
      'errors.RATE_LIMITED',
    );
    expect(errorMessageKey(new ApiError(0, { code: 'NETWORK_ERROR', message: '' }))).toBe(
      'errors.NETWORK_ERROR',
    );
  });

  it('reads an unknown code or a non-API error as an internal error', () => {
    expect(errorMessageKey(new ApiError(418, { code: 'TEAPOT', message: '' }))).toBe('errors.INTERNAL_ERROR');
    expect(errorMessageKey(new Error('boom'))).toBe('errors.INTERNAL_ERROR');
  });

  it('has an English message for every code', () => {
    for (const code of [...ERROR_CODES, ...CLIENT_ERROR_CODES]) expect(en.errors[code]).toBeTruthy();
  });
});
