import { z } from 'zod/mini';
import { WHITE_LABEL_FLAGS } from './flags.ts';
import { LANGUAGE_CODES } from './languages.ts';
import { REGISTRATION_RULE_FIELDS, RESOURCE_TYPES } from './merchant-constants.ts';
import { PayloadPublicKey } from './payload-crypto.ts';

export const LanguageCode = z.enum(LANGUAGE_CODES);
export type LanguageCode = z.infer<typeof LanguageCode>;

export const RegistrationRule = z.object({ enabled: z.boolean(), required: z.boolean() });
export type RegistrationRule = z.infer<typeof RegistrationRule>;

export const RegistrationRules = z.record(z.enum(REGISTRATION_RULE_FIELDS), RegistrationRule);

export const WhiteLabelFlags = z.record(z.enum(WHITE_LABEL_FLAGS), z.boolean());
export type WhiteLabelFlags = z.infer<typeof WhiteLabelFlags>;

export const CustomerServiceLink = z.object({ label: z.string(), url: z.string() });
export const DownloadResource = z.object({ resourceType: z.enum(RESOURCE_TYPES), url: z.string() });
export type DownloadResource = z.infer<typeof DownloadResource>;
export const BrandImage = z.object({ url: z.string(), alt: z.string() });
export type BrandImage = z.infer<typeof BrandImage>;

/**
 * Merchant content in several languages (decision 038): a text per language code; the web shows
 * the current language's, else the merchant's default language's, else English's.
 */
export const LocalizedText = z.partialRecord(LanguageCode, z.string());
export type LocalizedText = z.infer<typeof LocalizedText>;

/** A licence or certification image; its alt text is merchant content (decision 038). */
export const LicenceImage = z.object({ url: z.string(), alt: LocalizedText });
export type LicenceImage = z.infer<typeof LicenceImage>;

/** mobileTemplate (spec 4 "Template versions"): "1" selects the new member centre / deposit detail. */
export const MobileTemplate = z.object({ mem_cen: z.string(), dep_func: z.string() });

export const Brand = z.object({
  name: z.string(),
  /** Image paths are relative to an image CDN (or the server itself). */
  logo: BrandImage,
  licenceImages: z.array(LicenceImage),
});
export type Brand = z.infer<typeof Brand>;

/** Start-up configuration (spec 2.2 and 3 "Config info from start-up"): all a browser may see. */
export const StartupConfig = z.object({
  merchantCode: z.string(),
  trialMerchantCode: z.string(),
  platform: z.literal('mobile'),
  currency: z.object({ code: z.string(), symbol: z.string() }),
  brand: Brand,
  customerService: z.array(CustomerServiceLink),
  imageCDNs: z.array(z.string()),
  mobileTemplate: MobileTemplate,
  register: RegistrationRules,
  resources: z.array(DownloadResource),
  whitelabel: WhiteLabelFlags,
  mainDomain: z.string(),
  languages: z.object({ default: LanguageCode, supported: z.array(LanguageCode) }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  /** Where the request seems to come from: the trusted proxy's country header, if any. */
  location: z.object({ country: z.nullable(z.string()) }),
  /** spec 3: the public key the browser encrypts login and registration bodies with. */
  payloadKey: PayloadPublicKey,
});
export type StartupConfig = z.infer<typeof StartupConfig>;
