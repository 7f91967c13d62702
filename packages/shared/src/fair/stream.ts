import { hmacSha256 } from './hmac.ts';

// The byte stream of a round (decision 078): block i is HMAC-SHA256(serverSeed,
// `${clientSeed}:${nonce}:${i}`), 32 bytes, for i = 0, 1, 2... as many as the game needs. Each
// draw reads the next 4 bytes as a big-endian unsigned integer; an integer below n is drawn by
// rejection sampling (values in the incomplete top range are skipped), so no modulo bias.

export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export const BLOCK_BYTES = 32;
const UINT32_RANGE = 2 ** 32;

/** The HMAC message of block `cursor`. */
export const blockMessage = (clientSeed: string, nonce: number, cursor: number) =>
  `${clientSeed}:${nonce}:${cursor}`;

/** Thrown when a draw needs more blocks than were computed (the async driver then computes more). */
export class StreamExhausted extends Error {
  constructor() {
    super('the round needs more HMAC blocks');
    this.name = 'StreamExhausted';
  }
}

/** Draws from blocks given synchronously by `blockAt(cursor)`. */
export class ByteStream {
  private block: Uint8Array | undefined;
  private cursor = -1;
  private offset = BLOCK_BYTES;

  constructor(private readonly blockAt: (cursor: number) => Uint8Array | undefined) {}

  private nextByte(): number {
    if (this.offset >= BLOCK_BYTES) {
      this.cursor += 1;
      this.block = this.blockAt(this.cursor);
      if (!this.block) throw new StreamExhausted();
      this.offset = 0;
    }
    const byte = (this.block as Uint8Array)[this.offset] as number;
    this.offset += 1;
    return byte;
  }

  /** The next 4 bytes, big-endian: 0 to 2^32 - 1. */
  nextUint32(): number {
    return this.nextByte() * 0x1000000 + ((this.nextByte() << 16) | (this.nextByte() << 8) | this.nextByte());
  }

  /** A uniform integer in [0, n), for 1 <= n <= 2^32, by rejection sampling. */
  nextInt(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > UINT32_RANGE) throw new RangeError(`bad range ${n}`);
    const limit = UINT32_RANGE - (UINT32_RANGE % n);
    for (;;) {
      const value = this.nextUint32();
      if (value < limit) return value % n;
    }
  }
}

/**
 * Runs a pure outcome function on the round's stream, computing blocks with Web Crypto: first
 * `initialBlocks`, then twice as many whenever the function asks for more.
 */
export async function withRoundStream<T>(
  seeds: RoundSeeds,
  outcome: (stream: ByteStream) => T,
  initialBlocks = 2,
): Promise<T> {
  const blocks: Uint8Array[] = [];
  for (let wanted = initialBlocks; ; wanted *= 2) {
    while (blocks.length < wanted) {
      blocks.push(
        await hmacSha256(seeds.serverSeed, blockMessage(seeds.clientSeed, seeds.nonce, blocks.length)),
      );
    }
    try {
      return outcome(new ByteStream((cursor) => blocks[cursor]));
    } catch (error) {
      if (!(error instanceof StreamExhausted)) throw error;
    }
  }
}
