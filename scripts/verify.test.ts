import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// `npm run verify -- draw`: the lottery vectors of packages/shared/src/lottery-engine/draw.unit.test.ts.
const LOTTERY_SEED = '4f3c2a1b9d8e7f60112233445566778899aabbccddeeff001122334455667788';
const LOTTERY_HASH = '545337f006e6e44a68482f86c2b0d92a724a26e8a932fbc5cafb3e280437194b';
const VNN_TEXT =
  '77558~74904~27251,35752~84477,49367,98210,41036,30994,17430~1236,9769,6078,4474~1729,0104,9254,0099,3003,2659~243,864,451~87,56,60,58';

describe('npm run verify -- draw', () => {
  const published: Record<string, unknown> = {};
  let server: Server;
  let url = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      const key = decodeURIComponent(request.url ?? '').replace('/api/lottery/draws/', '');
      const value = published[key];
      response.setHeader('content-type', 'application/json');
      response.statusCode = value ? 200 : 404;
      response.end(
        JSON.stringify(
          value
            ? { success: true, value }
            : { success: false, error: { code: 'LOTTERY_DRAW_NOT_FOUND', message: 'no such draw' } },
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The FAST5 draw F5M1 20261124-0931 as the server would publish it, with `fields` changed. */
  const publish = (numero: string, fields: Record<string, unknown>) => {
    published[`F5M1/${numero}`] = {
      gameCode: 'F5M1',
      numero,
      state: 'settled',
      openTime: 0,
      lockTime: 0,
      drawTime: 0,
      seedHash: LOTTERY_HASH,
      seed: LOTTERY_SEED,
      result: { family: 'FAST5', digits: [0, 3, 6, 1, 9] },
      winningNumber: '0,3,6,1,9',
      voidReason: null,
      ...fields,
    };
  };

  it('recomputes a draw offline from its seed', async () => {
    expect(
      await verify(['draw', 'VNN1', '20261124-0931', '--seed', LOTTERY_SEED, '--family', 'VNN']),
    ).toEqual([`seed hash         ${LOTTERY_HASH}`, `result            ${VNN_TEXT}`]);
    await expect(verify(['draw', 'VNN1', '1', '--seed', LOTTERY_SEED])).rejects.toBeInstanceOf(UsageError);
    await expect(verify(['draw', 'VNN1', '1', '--seed', 'abc', '--family', 'VNN'])).rejects.toThrow(
      '64 lowercase hex',
    );
  });
  it("checks the server's published draw", async () => {
    publish('20261124-0931', {});
    const lines = await verify(['draw', 'F5M1', '20261124-0931', '--url', url]);
    expect(lines).toContain(`sha256(seed)      ${LOTTERY_HASH}`);
    expect(lines).toContain('recomputed result 0,3,6,1,9');
    expect(lines.at(-1)).toMatch(/^match/);
  });
  it('fails on a result that does not follow from the seed, and waits for an undrawn one', async () => {
    publish('20261124-0931', {
      result: { family: 'FAST5', digits: [0, 3, 6, 1, 8] },
      winningNumber: '0,3,6,1,8',
    });
    publish('F3', { state: 'open', seed: null, result: null, winningNumber: '' });
    await expect(verify(['draw', 'F5M1', '20261124-0931', '--url', url])).rejects.toThrow('MISMATCH');
    expect((await verify(['draw', 'F5M1', 'F3', '--url', url])).at(-1)).toMatch(/^not drawn yet/);
    await expect(verify(['draw', 'F5M1', 'nope', '--url', url])).rejects.toThrow('no such draw');
  });
});
