import { describe, expect, it } from 'vitest';
import { remembersAccount } from './change-password-remembered.ts';

describe('the remembered login follows a new password only for its own account (spec 4, decision 018)', () => {
  it('matches the name as typed at login to the account the server names', () => {
    expect(remembersAccount(' Lantern8 ', ['lantern8'])).toBe(true);
    expect(remembersAccount('0812345678', ['lantern8', '0812345678'])).toBe(true);
  });

  it("leaves another member's remembered login alone", () => {
    expect(remembersAccount('lantern9', ['lantern8'])).toBe(false);
    expect(remembersAccount('0812345678', ['lantern8'])).toBe(false);
  });
});
