import type { PayloadPublicKey, StartupConfig } from '@lobby/shared';
import { appError } from '../../core/errors.ts';
import { requireMerchantConfig } from '../../core/merchant-config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ipMatcher } from '../../lib/ip-ranges.ts';

export interface Visitor {
  ip: string;
  /** ISO country from the trusted proxy header, upper-cased; null when unknown. */
  country: string | null;
}

/**
 * spec 2.2 and 3: the start-up configuration. Read from the database on every call (one call
 * per page load; docs/decisions/004), so an operator's change shows on the next reload.
 */
export async function getStartupConfig(
  db: DbOrTx,
  visitor: Visitor,
  payloadKey: PayloadPublicKey,
): Promise<StartupConfig> {
  const config = await requireMerchantConfig(db);
  // spec 2.2: an IP-restricted visitor gets its own error page, not the app.
  if (ipMatcher(config.blockedIpRanges)(visitor.ip)) {
    throw appError('IP_RESTRICTED', 'Access from your network is not available.');
  }
  const regionRestriction = visitor.country !== null && config.blockedCountries.includes(visitor.country);
  return {
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
    regionRestriction,
    location: { country: visitor.country },
    payloadKey,
  };
}
