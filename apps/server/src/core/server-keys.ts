import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { serverKey } from '../db/schema/index.ts';
import { type PayloadKey, payloadKeyFromPem } from '../lib/payload-crypto.ts';

export const PAYLOAD_KEY_PURPOSE = 'payload-rsa-oaep';

const generateRsa = promisify(generateKeyPair);

async function storedPem(db: DbOrTx): Promise<string | undefined> {
  const rows = await db
    .select({ pem: serverKey.privateKeyPem })
    .from(serverKey)
    .where(eq(serverKey.purpose, PAYLOAD_KEY_PURPOSE));
  return rows[0]?.pem;
}

/**
 * The payload key pair (issue 3 "Encrypted payloads"): PAYLOAD_PRIVATE_KEY when set, else the
 * one kept in server_key, generated on first start. Insert-or-nothing then read back, so nodes
 * starting together all use whichever key was stored first.
 */
export async function loadPayloadKey(db: DbOrTx, configuredPem: string | undefined): Promise<PayloadKey> {
  if (configuredPem) return payloadKeyFromPem(configuredPem);
  const existing = await storedPem(db);
  if (existing) return payloadKeyFromPem(existing);
  const pair = await generateRsa('rsa', {
    modulusLength: 3072,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  await db
    .insert(serverKey)
    .values({ purpose: PAYLOAD_KEY_PURPOSE, publicKeyPem: pair.publicKey, privateKeyPem: pair.privateKey })
    .onConflictDoNothing();
  const stored = await storedPem(db);
  if (!stored) throw new Error('The payload key could not be stored');
  return payloadKeyFromPem(stored);
}
