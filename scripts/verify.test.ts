import { describe, expect, it } from 'vitest';
import { UsageError, verify } from './verify.ts';

// `npm run verify`: the known vectors of packages/shared/src/fair (openssl and an independent script).
const SEED = '4f3c2a1b9d8e7f60112233445566778899aabbccddeeff00112233445566778';
const HASH = '269b35c3a65a0d5f5e935eed416dda104b1501f485c61c4e9303b3c28da38b1e';
const round = (family: string, clientSeed: string, nonce: number, params?: unknown) =>
  verify([
    'round',
    family,
    '--server-seed',
    SEED,
    '--client-seed',
    clientSeed,
    '--nonce',
    String(nonce),
    ...(params ? ['--params', JSON.stringify(params)] : []),
  ]);

describe('npm run verify', () => {
  it('recomputes a dice round', async () => {
    const lines = await round('dice', 'abc', 0, { target: 50, side: 'over' });
    expect(lines).toContain(`server seed hash  ${HASH}`);
    expect(lines).toContain('roll              64.25 (over 50)');
    expect(lines).toContain('result            win x1.9803');
  });
  it('recomputes a slot spin and a mines round', async () => {
    expect(await round('slot', 'lobby', 7)).toContain('stops             6 17 14');
    const mines = await round('mines', 'lobby', 8, { mines: 3, revealed: [0, 17] });
    expect(mines).toContain('mines             2 17 19');
    expect(mines).toContain('result            mine at 17');
  });
  it('checks a revealed seed against its hash', async () => {
    expect(await verify(['seed', SEED, HASH])).toEqual([`match: sha256(server seed) = ${HASH}`]);
    await expect(verify(['seed', SEED, 'ab'.repeat(32)])).rejects.toThrow('MISMATCH');
  });
  it('refuses unknown subcommands and missing options', async () => {
    await expect(verify(['draw'])).rejects.toBeInstanceOf(UsageError);
    await expect(verify(['round', 'dice', '--nonce', '1'])).rejects.toBeInstanceOf(UsageError);
    await expect(round('dice', 'abc', 0, { target: 120, side: 'over' })).rejects.toThrow();
  });
});
