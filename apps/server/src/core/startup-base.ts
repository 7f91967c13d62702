import type { PayloadPublicKey, StartupConfig } from '@lobby/shared';
import type { DbOrTx } from '../db/client.ts';
import { ipMatcher } from '../lib/ip-ranges.ts';
import { type AppError, appError } from './errors.ts';
import { invalidatedValue } from './invalidated-value.ts';
import type { InvalidationBus } from './invalidation-bus.ts';
import { type OperatorConfig, readMerchantConfig } from './merchant-config.ts';

// The start-up configuration prepared once per configuration change (decision 022), read by the
// start-up call (features/merchant) and by the restrictions plugin that enforces it on the whole
// API (issue 8 item 1, decision 030): one cache, so both switch with the same operator change.

export interface Visitor {
  ip: string;
  /** ISO country from the trusted proxy header, upper-cased; null when unknown. */
  country: string | null;
}

/** What every visitor's answer shares, prepared once per configuration change. */
export interface StartupBase {
  shared: Omit<StartupConfig, 'regionRestriction' | 'location'>;
  blockedCountries: ReadonlySet<string>;
  ipBlocked(ip: string): boolean;
}

export type StartupBaseReader = () => Promise<StartupBase | undefined>;

function prepare(config: OperatorConfig, payloadKey: PayloadPublicKey): StartupBase {
  return {
    shared: {
      merchantCode: config.merchantCode,
      trialMerchantCode: config.trialMerchantCode,
      platform: 'mobile',
      currency: config.currency,
      brand: config.brand,
      customerService: config.customerService,
      imageCDNs: config.imageCDNs,
      mobileTemplate: config.mobileTemplate,
      register: config.register,
      resources: config.resources,
      whitelabel: config.whitelabel,
      mainDomain: config.mainDomain,
      languages: config.languages,
      maintenance: config.maintenance,
      payloadKey,
    },
    blockedCountries: new Set(config.blockedCountries),
    ipBlocked: ipMatcher(config.blockedIpRanges),
  };
}

/** Re-read this often even without a message: the bound should one be lost (decision 022). */
const STARTUP_MAX_AGE_MS = 30_000;

/**
 * spec 2.2 and 3: kept in memory and dropped on every node the moment the operator changes
 * anything (the operator routes publish 'merchant-config'; docs/decisions/022), so maintenance
 * and the blocks switch on with the next request. Make one per app.
 */
export function startupBase(
  db: DbOrTx,
  bus: InvalidationBus,
  payloadKey: PayloadPublicKey,
): StartupBaseReader {
  return invalidatedValue(bus, 'merchant-config', STARTUP_MAX_AGE_MS, async () => {
    const config = await readMerchantConfig(db);
    return config && prepare(config, payloadKey);
  });
}

function countryOf(value: string | string[] | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  const code = raw?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}

interface VisitorRequest {
  /** Honours TRUST_PROXY. */
  ip: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Who asks: the IP, and the country from the trusted proxy's header (lower-case name) if set. */
export function visitorOf(request: VisitorRequest, countryHeader: string | undefined): Visitor {
  return { ip: request.ip, country: countryHeader ? countryOf(request.headers[countryHeader]) : null };
}

export function regionRestricted(base: StartupBase, visitor: Visitor): boolean {
  return visitor.country !== null && base.blockedCountries.has(visitor.country);
}

export type Restriction = 'IP_RESTRICTED' | 'MAINTENANCE' | 'REGION_RESTRICTED';

/** spec 2.2's precedence: a blocked IP first, then maintenance, then a blocked region. */
export function restrictionOf(base: StartupBase, visitor: Visitor): Restriction | null {
  if (base.ipBlocked(visitor.ip)) return 'IP_RESTRICTED';
  if (base.shared.maintenance) return 'MAINTENANCE';
  if (regionRestricted(base, visitor)) return 'REGION_RESTRICTED';
  return null;
}

const RESTRICTION_MESSAGES: Record<Restriction, string> = {
  IP_RESTRICTED: 'Access from your network is not available.',
  MAINTENANCE: 'The service is under maintenance. Please come back later.',
  REGION_RESTRICTED: 'The service is not available in your region.',
};

export const restrictionError = (code: Restriction): AppError => appError(code, RESTRICTION_MESSAGES[code]);
