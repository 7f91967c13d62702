// The provably fair part of a round's vendor detail (decision 085; docs/provably-fair.md): the
// in-house vendor and the sandbox aggregator send the round as their verify view shows it
// (serverSeedHash, serverSeed or null until the seeds are rotated, clientSeed, nonce, outcome).
// Anything else a vendor sends is shown as its own key/value list.

export interface FairData {
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  outcome: unknown;
}

const FAIR_KEYS = new Set(['serverSeedHash', 'serverSeed', 'clientSeed', 'nonce', 'outcome']);

export function fairData(detail: Record<string, unknown> | null): FairData | null {
  if (!detail) return null;
  const { serverSeedHash, serverSeed, clientSeed, nonce, outcome } = detail;
  if (typeof serverSeedHash !== 'string' || typeof clientSeed !== 'string' || typeof nonce !== 'number') {
    return null;
  }
  return {
    serverSeedHash,
    serverSeed: typeof serverSeed === 'string' && serverSeed !== '' ? serverSeed : null,
    clientSeed,
    nonce,
    outcome: outcome ?? null,
  };
}

/** The detail's other entries, values as short text (see showValue). */
export function otherEntries(detail: Record<string, unknown> | null, fair: boolean): [string, string][] {
  if (!detail) return [];
  return Object.entries(detail)
    .filter(([key]) => !(fair && FAIR_KEYS.has(key)))
    .map(([key, value]) => [key, showValue(value)]);
}

const scalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * A value as short text: scalars as they are, a flat object as `key: value` pairs (a dice
 * outcome reads "roll: 73.12"), anything deeper as compact JSON.
 */
export function showValue(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(scalar)) {
    return Object.entries(value)
      .map(([key, item]) => `${key}: ${String(item)}`)
      .join(', ');
  }
  return JSON.stringify(value);
}
