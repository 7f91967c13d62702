import type { PayloadPublicKey, StartupConfig } from '@lobby/shared';
import { appError, merchantNotConfigured } from '../../core/errors.ts';
import { invalidatedValue } from '../../core/invalidated-value.ts';
import type { InvalidationBus } from '../../core/invalidation-bus.ts';
import { type OperatorConfig, readMerchantConfig } from '../../core/merchant-config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ipMatcher } from '../../lib/ip-ranges.ts';

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
 * spec 2.2 and 3: the start-up configuration, one call per page load (docs/decisions/004). Kept
 * in memory and dropped on every node the moment the operator changes anything (the operator
 * routes publish 'merchant-config'; docs/decisions/022), so maintenance still switches on the
 * next request.
 */
export function startupBase(db: DbOrTx, bus: InvalidationBus, payloadKey: PayloadPublicKey) {
  return invalidatedValue(bus, 'merchant-config', STARTUP_MAX_AGE_MS, async () => {
    const config = await readMerchantConfig(db);
    return config && prepare(config, payloadKey);
  });
}

/** The answer for one visitor: the IP and country checks run on every request. */
export async function getStartupConfig(
  base: () => Promise<StartupBase | undefined>,
  visitor: Visitor,
): Promise<StartupConfig> {
  const config = await base();
  if (!config) throw merchantNotConfigured();
  // spec 2.2: an IP-restricted visitor gets its own error page, not the app.
  if (config.ipBlocked(visitor.ip)) {
    throw appError('IP_RESTRICTED', 'Access from your network is not available.');
  }
  return {
    ...config.shared,
    regionRestriction: visitor.country !== null && config.blockedCountries.has(visitor.country),
    location: { country: visitor.country },
  };
}
