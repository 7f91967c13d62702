import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { resolveSecret } from '../../providers/payment/secret.ts';

// The wallet secrets of the vendors this server runs itself (docs/vendor-protocol.md "Secrets").
// The in-house vendor and the sandbox aggregator sign their wallet calls like any foreign
// aggregator; their secrets come from INHOUSE_VENDOR_SECRET / SANDBOX_AGGREGATOR_SECRET, else from
// a file generated once into DATA_DIR, and are written into game_vendor.wallet_secret of every
// vendor with that adapter at start and after each catalogue import. Every other vendor keeps the
// secret the operator imported with it.

/** The built-in adapters' secrets by adapter name. */
export type BuiltInVendorSecrets = Readonly<Record<'inhouse' | 'sandbox', string>>;

export interface VendorSecretSources {
  dataDir: string;
  inhouseVendorSecret: string | undefined;
  sandboxAggregatorSecret: string | undefined;
}

export function resolveBuiltInVendorSecrets(config: VendorSecretSources): BuiltInVendorSecrets {
  return {
    inhouse: resolveSecret(config.dataDir, config.inhouseVendorSecret, 'inhouse-vendor-secret'),
    sandbox: resolveSecret(config.dataDir, config.sandboxAggregatorSecret, 'sandbox-aggregator-secret'),
  };
}

/**
 * Writes each built-in adapter's secret into its vendors (idempotent: rows already holding it
 * are left alone). Call at start and after a catalogue import. Returns how many rows changed.
 */
export async function syncBuiltInVendorSecrets(db: DbOrTx, secrets: BuiltInVendorSecrets): Promise<number> {
  let changed = 0;
  for (const [adapter, secret] of Object.entries(secrets)) {
    const rows = await db
      .update(t.gameVendor)
      .set({ walletSecret: secret })
      .where(sql`${t.gameVendor.adapter} = ${adapter} and ${t.gameVendor.walletSecret} <> ${secret}`)
      .returning({ vassalage: t.gameVendor.vassalage });
    changed += rows.length;
  }
  return changed;
}

/** What the wallet routes check a call against; undefined for an unknown vendor. */
export async function walletVendor(
  db: DbOrTx,
  vassalage: string,
): Promise<{ vassalage: string; secret: string; enabled: boolean } | undefined> {
  const [row] = await db
    .select({
      vassalage: t.gameVendor.vassalage,
      secret: t.gameVendor.walletSecret,
      enabled: t.gameVendor.enabled,
    })
    .from(t.gameVendor)
    .where(eq(t.gameVendor.vassalage, vassalage));
  return row?.secret ? row : undefined;
}
