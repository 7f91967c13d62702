import {
  RESOURCE_TYPES,
  type RegistrationRuleField,
  type ResourceType,
  type WhiteLabelFlag,
} from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { MERCHANT_ID } from '../../core/merchant-config.ts';
import type { Db, Tx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { diff, runCommand } from './commands.ts';
import { refuseLockOut } from './lock-out.ts';

// One function per operator command (command names as in the audit log and the CLI).

type Merchant = Partial<typeof t.merchant.$inferInsert>;

function updateMerchant(values: Merchant) {
  return async (tx: Tx) => {
    await tx.update(t.merchant).set(values).where(eq(t.merchant.id, MERCHANT_ID));
  };
}

/** Lists are sets to the operator: order of first appearance, no duplicates. */
const unique = <T>(list: readonly T[]): T[] => [...new Set(list)];

export function setFlag(db: Db, code: WhiteLabelFlag, enabled: boolean) {
  return runCommand(db, 'config:set-flag', (c) => ({
    changes: diff([{ field: code, before: c.whitelabel[code], after: enabled }]),
    write: async (tx) => {
      await refuseLockOut(tx, code, { ...c.whitelabel, [code]: enabled });
      await tx
        .insert(t.whiteLabelFlag)
        .values({ code, enabled })
        .onConflictDoUpdate({ target: t.whiteLabelFlag.code, set: { enabled } });
    },
  }));
}

export function setMaintenance(db: Db, enabled: boolean) {
  return runCommand(db, 'config:maintenance', (c) => ({
    changes: diff([{ field: 'maintenance', before: c.maintenance, after: enabled }]),
    write: updateMerchant({ maintenance: enabled }),
  }));
}

export function setLanguages(db: Db, languages: { default: string; supported: string[] }) {
  const supported = unique(languages.supported);
  return runCommand(db, 'config:languages', (c) => ({
    changes: diff([
      { field: 'languages.default', before: c.languages.default, after: languages.default },
      { field: 'languages.supported', before: c.languages.supported, after: supported },
    ]),
    write: updateMerchant({ defaultLanguage: languages.default, supportedLanguages: supported }),
  }));
}

export function setBlockedCountries(db: Db, countries: string[]) {
  const after = unique(countries);
  return runCommand(db, 'config:block-country', (c) => ({
    changes: diff([{ field: 'blockedCountries', before: c.blockedCountries, after }]),
    write: updateMerchant({ blockedCountries: after }),
  }));
}

export function setBlockedIpRanges(db: Db, ranges: string[]) {
  const after = unique(ranges.map((r) => r.trim()));
  return runCommand(db, 'config:block-ip', (c) => ({
    changes: diff([{ field: 'blockedIpRanges', before: c.blockedIpRanges, after }]),
    write: updateMerchant({ blockedIpRanges: after }),
  }));
}

export function setRegistrationRule(
  db: Db,
  field: RegistrationRuleField,
  rule: { enabled: boolean; required: boolean },
) {
  return runCommand(db, 'config:registration-rule', (c) => ({
    changes: diff([
      { field: `register.${field}.enabled`, before: c.register[field].enabled, after: rule.enabled },
      { field: `register.${field}.required`, before: c.register[field].required, after: rule.required },
    ]),
    write: async (tx) => {
      await tx
        .insert(t.registrationRule)
        .values({ field, ...rule })
        .onConflictDoUpdate({ target: t.registrationRule.field, set: rule });
    },
  }));
}

export function setImageCdns(db: Db, urls: string[]) {
  const after = unique(urls);
  return runCommand(db, 'config:image-cdns', (c) => ({
    changes: diff([{ field: 'imageCDNs', before: c.imageCDNs, after }]),
    write: updateMerchant({ imageCdns: after }),
  }));
}

export function setMainDomain(db: Db, mainDomain: string) {
  const after = mainDomain.toLowerCase();
  return runCommand(db, 'config:main-domain', (c) => ({
    changes: diff([{ field: 'mainDomain', before: c.mainDomain, after }]),
    write: updateMerchant({ mainDomain: after }),
  }));
}

export function setMobileTemplate(db: Db, template: { mem_cen: string; dep_func: string }) {
  return runCommand(db, 'config:template', (c) => ({
    changes: diff([
      { field: 'mobileTemplate.mem_cen', before: c.mobileTemplate.mem_cen, after: template.mem_cen },
      { field: 'mobileTemplate.dep_func', before: c.mobileTemplate.dep_func, after: template.dep_func },
    ]),
    write: updateMerchant({
      mobileTemplateMemCen: template.mem_cen,
      mobileTemplateDepFunc: template.dep_func,
    }),
  }));
}

export function setCustomerService(db: Db, links: { label: string; url: string }[]) {
  return runCommand(db, 'config:customer-service', (c) => ({
    changes: diff([{ field: 'customerService', before: c.customerService, after: links }]),
    write: async (tx) => {
      await tx.delete(t.customerServiceLink);
      if (links.length > 0) {
        await tx.insert(t.customerServiceLink).values(links.map((link, position) => ({ position, ...link })));
      }
    },
  }));
}

export function setResources(db: Db, resources: { resourceType: ResourceType; url: string }[]) {
  // Stored and answered in the order of RESOURCE_TYPES, so a reordered request is no change.
  const rank = (type: ResourceType) => RESOURCE_TYPES.indexOf(type);
  const sorted = [...resources].sort((a, b) => rank(a.resourceType) - rank(b.resourceType));
  return runCommand(db, 'config:resources', (c) => ({
    changes: diff([{ field: 'resources', before: c.resources, after: sorted }]),
    write: async (tx) => {
      await tx.delete(t.downloadResource);
      if (sorted.length > 0) await tx.insert(t.downloadResource).values(sorted);
    },
  }));
}
