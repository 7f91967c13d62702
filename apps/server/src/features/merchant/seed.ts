import { readFileSync } from 'node:fs';
import { MerchantSettings } from '../../core/merchant-config.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { settingsProblem } from '../../lib/settings-rules.ts';

/** Reads and checks the seed file; a bad file stops the start with one line naming the key. */
export function readSeedFile(path: string): MerchantSettings {
  const parsed = MerchantSettings.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid seed file ${path}: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const problem = settingsProblem(parsed.data);
  if (problem) throw new Error(`Invalid seed file ${path}: ${problem}`);
  return parsed.data;
}

/**
 * Writes the demo merchant once: only while no merchant row exists, so an operator's later
 * changes survive every restart. Returns whether it wrote anything.
 */
export async function seedMerchant(db: Db, settings: MerchantSettings): Promise<boolean> {
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: t.merchant.id }).from(t.merchant).limit(1);
    if (existing.length > 0) return false;
    const s = settings;
    await tx.insert(t.merchant).values({
      code: s.merchantCode,
      trialMerchantCode: s.trialMerchantCode,
      name: s.brand.name,
      currencyCode: s.currency.code,
      currencySymbol: s.currency.symbol,
      mainDomain: s.mainDomain,
      defaultLanguage: s.languages.default,
      supportedLanguages: s.languages.supported,
      maintenance: s.maintenance,
      mobileTemplateMemCen: s.mobileTemplate.mem_cen,
      mobileTemplateDepFunc: s.mobileTemplate.dep_func,
      imageCdns: s.imageCDNs,
      blockedCountries: s.blockedCountries,
      blockedIpRanges: s.blockedIpRanges,
      logoPath: s.brand.logo.url,
      logoAlt: s.brand.logo.alt,
    });
    await tx
      .insert(t.whiteLabelFlag)
      .values(Object.entries(s.whitelabel).map(([code, enabled]) => ({ code, enabled })));
    await tx
      .insert(t.registrationRule)
      .values(Object.entries(s.register).map(([field, rule]) => ({ field, ...rule })));
    if (s.customerService.length > 0) {
      await tx
        .insert(t.customerServiceLink)
        .values(s.customerService.map((link, position) => ({ position, ...link })));
    }
    if (s.resources.length > 0) await tx.insert(t.downloadResource).values(s.resources);
    if (s.brand.licenceImages.length > 0) {
      await tx
        .insert(t.licenceImage)
        .values(s.brand.licenceImages.map((image, position) => ({ position, ...image })));
    }
    return true;
  });
}
