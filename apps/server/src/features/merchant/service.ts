import type { StartupConfig } from '@lobby/shared';
import { merchantNotConfigured } from '../../core/errors.ts';
import {
  regionRestricted,
  restrictionError,
  type StartupBaseReader,
  type Visitor,
} from '../../core/startup-base.ts';

/**
 * spec 2.2 and 3: the start-up configuration, one call per page load (docs/decisions/004), from
 * the cached base (core/startup-base.ts). The IP and country checks run on every request.
 */
export async function getStartupConfig(base: StartupBaseReader, visitor: Visitor): Promise<StartupConfig> {
  const config = await base();
  if (!config) throw merchantNotConfigured();
  // spec 2.2: an IP-restricted visitor gets its own error page, not the app.
  if (config.ipBlocked(visitor.ip)) throw restrictionError('IP_RESTRICTED');
  return {
    ...config.shared,
    regionRestriction: regionRestricted(config, visitor),
    location: { country: visitor.country },
  };
}
