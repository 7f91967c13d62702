import { validateField } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { serverFieldOf, sharedRulesResolver } from './shared-rules.ts';

// issue 7 form kit: forms validate with the shared rules and map a server answer's field.

const rules = (values: { username: string; email: string }) => ({
  username: validateField('loginUsername', values.username, { required: true }).pass
    ? undefined
    : 'validation.loginUsername',
  email: undefined,
});
const options = { fields: {}, shouldUseNativeValidation: false };

describe('sharedRulesResolver', () => {
  it('passes the values through when every rule passes', async () => {
    const values = { username: 'lantern', email: '' };
    expect(await sharedRulesResolver(rules)(values, undefined, options)).toEqual({ values, errors: {} });
  });

  it('answers each failing field with its message key, and no values', async () => {
    expect(await sharedRulesResolver(rules)({ username: '', email: '' }, undefined, options)).toEqual({
      values: {},
      errors: { username: { type: 'rule', message: 'validation.loginUsername' } },
    });
  });
});

describe('serverFieldOf (spec 8: an error by its field)', () => {
  const fields = { oldPassword: 'oldPassword', confirmNewPassword: 'confirmPassword' } as const;
  const answer = (field?: string) =>
    new ApiError(400, { code: 'VALIDATION_ERROR', message: 'bad', ...(field ? { field } : {}) });
  it.each([
    ['oldPassword', 'oldPassword'],
    ['confirmNewPassword', 'confirmPassword'],
    ['token', undefined],
    ['constructor', undefined],
    [undefined, undefined],
  ])('%s -> %s', (server, field) => {
    expect(serverFieldOf(answer(server), fields)).toBe(field);
  });

  it('names no field for an error that is not an API answer', () => {
    expect(serverFieldOf(new Error('offline'), fields)).toBeUndefined();
  });
});
