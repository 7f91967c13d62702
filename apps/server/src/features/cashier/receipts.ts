import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { appError } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

// A manual deposit's receipt (decision 066): png or jpeg, 5 MB at most, kept under
// DATA_DIR/receipts with a random name, never under MEDIA_DIR (which is served publicly) and
// never listed; only the operator API reads it back.

export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_TYPES = ['image/png', 'image/jpeg'] as const;
type ReceiptType = (typeof RECEIPT_TYPES)[number];

/** The type the bytes really are: the declared type must agree, or the upload is refused. */
function sniff(bytes: Buffer): ReceiptType | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

export const receiptDir = (dataDir: string) => join(dataDir, 'receipts');

/** Stores the receipt of the member's own pending manual deposit (a new one replaces the old). */
export async function storeReceipt(
  db: Db,
  dataDir: string,
  memberId: number,
  depositId: number,
  declaredType: string,
  bytes: Buffer,
): Promise<void> {
  const type = sniff(bytes);
  if (!type || type !== declaredType) {
    throw appError('UNSUPPORTED_MEDIA_TYPE', 'The receipt must be a PNG or JPEG image.');
  }
  const [row] = await db
    .select()
    .from(t.deposit)
    .where(and(eq(t.deposit.id, depositId), eq(t.deposit.memberId, memberId)));
  if (row?.type !== 'bank_transfer') throw appError('NOT_FOUND', 'No such deposit.');
  if (row.state !== 'pending') {
    throw appError('TRANSFER_NOT_PENDING', `This deposit was already ${row.state}.`);
  }
  const dir = receiptDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${depositId}-${randomBytes(12).toString('hex')}.${type === 'image/png' ? 'png' : 'jpg'}`;
  // Written whole under a temporary name first: a crash never leaves half an image named.
  await writeFile(join(dir, `${name}.part`), bytes, { mode: 0o600 });
  await rename(join(dir, `${name}.part`), join(dir, name));
  await db.update(t.deposit).set({ receiptFile: name, receiptType: type }).where(eq(t.deposit.id, depositId));
}

/** For the operator: the bytes and type of a deposit's receipt. */
export async function readReceipt(db: Db, dataDir: string, depositId: number) {
  const [row] = await db.select().from(t.deposit).where(eq(t.deposit.id, depositId));
  if (!row?.receiptFile || !row.receiptType) throw appError('NOT_FOUND', 'This deposit has no receipt.');
  return { type: row.receiptType, bytes: await readFile(join(receiptDir(dataDir), row.receiptFile)) };
}
