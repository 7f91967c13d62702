import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { createMember, createSession, type MemberInput } from '../features/accounts/service.ts';

export const TEST_PASSWORD = 'lantern river 2031';

/** A member with its wallet and a live session, the way registration will make them. */
export async function createTestMember(db: Db, fields: Partial<MemberInput> = {}) {
  const account = `m${randomBytes(5).toString('hex')}`;
  const { member, wallet } = await db.transaction((tx) =>
    createMember(tx, { account, password: TEST_PASSWORD, ...fields }),
  );
  const { token } = await createSession(db, member.id);
  return { member, wallet, token };
}
