import {
  type ApiErrorBody,
  LANGUAGE_CODES,
  REGISTRATION_RULE_FIELDS,
  RESOURCE_TYPES,
  type SessionInfo,
  type StartupConfig,
  WHITE_LABEL_FLAGS,
} from '@lobby/shared';
import {
  arrayOf,
  check,
  isBoolean,
  isRecord,
  isString,
  literal,
  matches,
  nullable,
  objectOf,
  oneOf,
  optional,
  recordOf,
} from './checks.ts';

// The first paint's answers, checked without zod (decision 026). first-paint-checks.test.ts
// holds them to the shared zod schemas StartupConfig and ErrorEnvelope.

/** Every key of the list present and nothing else: zod's `record` over an enum is exhaustive. */
const exhaustiveRecord = (keys: readonly string[], values: (value: unknown) => boolean) => {
  const each = recordOf(oneOf(keys), values);
  return (value: unknown) => each(value) && isRecord(value) && keys.every((key) => key in value);
};

const image = objectOf({ url: isString, alt: isString });
const languageCode = oneOf(LANGUAGE_CODES);
/** Merchant content per language (decision 038): zod's partial record over the language codes. */
const localizedText = recordOf(languageCode, isString);
// zod's z.base64() pattern and the payload key id rule (packages/shared/src/payload-crypto.ts).
const base64 = matches(/^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/);

export const startupConfigCheck = check<StartupConfig>(
  objectOf({
    merchantCode: isString,
    trialMerchantCode: isString,
    platform: literal('mobile'),
    currency: objectOf({ code: isString, symbol: isString }),
    brand: objectOf({
      name: isString,
      logo: image,
      licenceImages: arrayOf(objectOf({ url: isString, alt: localizedText })),
    }),
    customerService: arrayOf(objectOf({ label: isString, url: isString })),
    imageCDNs: arrayOf(isString),
    mobileTemplate: objectOf({ mem_cen: isString, dep_func: isString }),
    register: exhaustiveRecord(
      REGISTRATION_RULE_FIELDS,
      objectOf({ enabled: isBoolean, required: isBoolean }),
    ),
    resources: arrayOf(objectOf({ resourceType: oneOf(RESOURCE_TYPES), url: isString })),
    whitelabel: exhaustiveRecord(WHITE_LABEL_FLAGS, isBoolean),
    mainDomain: isString,
    languages: objectOf({ default: languageCode, supported: arrayOf(languageCode) }),
    maintenance: isBoolean,
    regionRestriction: isBoolean,
    location: objectOf({ country: nullable(isString) }),
    payloadKey: objectOf({ kid: matches(/^[0-9a-f]{16}$/), spki: base64 }),
  }),
);

const errorBody = objectOf({
  code: isString,
  message: isString,
  field: optional(isString),
  value: optional(isRecord),
});

/** `{ success: false, error }`: the error body of any failed call. */
export const errorEnvelopeCheck = check<{ success: false; error: ApiErrorBody }>(
  objectOf({ success: literal(false), error: errorBody }),
);

/** `{ success: true, value }`: the value is the caller's schema's to check. */
export const successEnvelopeCheck = check<{ success: true; value: unknown }>(
  objectOf({ success: literal(true) }),
);

/** The session record in MC_SESSION_INFO (spec 3), read by the header on every page. */
export const sessionInfoCheck = check<SessionInfo>(
  objectOf({
    token: isString,
    merchantCode: isString,
    userName: isString,
    type: (value) => typeof value === 'number' && Number.isFinite(value),
    firstTimeLogin: optional(isBoolean),
  }),
);
