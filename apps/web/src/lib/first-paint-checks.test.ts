import {
  ErrorEnvelope,
  REGISTRATION_RULE_FIELDS,
  SessionInfo,
  StartupConfig,
  WHITE_LABEL_FLAGS,
} from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { errorEnvelopeCheck, sessionInfoCheck, startupConfigCheck } from './first-paint-checks.ts';

// Decision 026: the first paint checks its answers by hand, without zod. These tables hold the
// hand-written checks to the shared zod schemas: same samples, same verdict, same data.

type Sample = [name: string, value: unknown];

function agree(
  schema: { safeParse(value: unknown): { success: boolean; data?: unknown } },
  check: typeof schema,
) {
  return (_name: string, value: unknown) => {
    const expected = schema.safeParse(value);
    const actual = check.safeParse(value);
    expect(actual.success).toBe(expected.success);
    if (expected.success) expect(actual.data).toEqual(expected.data);
  };
}

const config = {
  merchantCode: 'LOBBYDEMO',
  trialMerchantCode: 'LOBBYTRIAL',
  platform: 'mobile',
  currency: { code: 'MMK', symbol: 'K' },
  brand: {
    name: 'Lucky Lantern',
    logo: { url: 'brand/logo.svg', alt: 'Lucky Lantern' },
    licenceImages: [{ url: 'brand/licence.svg', alt: { EN: 'Licence' } }],
  },
  customerService: [{ label: 'Chat', url: 'https://chat.example' }],
  imageCDNs: ['https://cdn.example'],
  mobileTemplate: { mem_cen: '1', dep_func: '0' },
  register: Object.fromEntries(REGISTRATION_RULE_FIELDS.map((f) => [f, { enabled: true, required: false }])),
  resources: [{ resourceType: 'Android', url: 'https://apk.example' }],
  whitelabel: Object.fromEntries(WHITE_LABEL_FLAGS.map((f) => [f, f === 'DIRECTREG3'])),
  mainDomain: 'lobby.example',
  languages: { default: 'MY', supported: ['MY', 'EN'] },
  maintenance: false,
  regionRestriction: false,
  location: { country: null },
  payloadKey: { kid: '0123456789abcdef', spki: 'TUlJQg==' },
};
const changed = (patch: (c: Record<string, unknown>) => void) => {
  const copy = structuredClone(config) as Record<string, unknown>;
  patch(copy);
  return copy;
};

describe('start-up configuration check agrees with StartupConfig (spec 2.2)', () => {
  const samples: Sample[] = [
    ['a full answer', config],
    [
      'a country',
      changed((c) => {
        c.location = { country: 'MM' };
      }),
    ],
    [
      'maintenance on',
      changed((c) => {
        c.maintenance = true;
      }),
    ],
    ['not an object', 'config'],
    ['null', null],
    [
      'another platform',
      changed((c) => {
        c.platform = 'web';
      }),
    ],
    [
      'an unknown language',
      changed((c) => {
        c.languages = { default: 'XX', supported: ['MY'] };
      }),
    ],
    [
      'a flag missing',
      changed((c) => {
        c.whitelabel = { DIRECTREG3: true };
      }),
    ],
    [
      'an unknown flag',
      changed((c) => {
        (c.whitelabel as Record<string, boolean>).NEWFLAG = true;
      }),
    ],
    [
      'a flag that is not a boolean',
      changed((c) => {
        (c.whitelabel as Record<string, unknown>).DIRECTREG3 = 1;
      }),
    ],
    [
      'a registration rule missing',
      changed((c) => {
        c.register = {};
      }),
    ],
    [
      'an unknown resource type',
      changed((c) => {
        c.resources = [{ resourceType: 'Windows', url: 'x' }];
      }),
    ],
    [
      'a licence alt text in an unknown language',
      changed((c) => {
        (c.brand as { licenceImages: object[] }).licenceImages = [{ url: 'a.svg', alt: { XX: 'Licence' } }];
      }),
    ],
    [
      'a licence alt text that is a plain string',
      changed((c) => {
        (c.brand as { licenceImages: object[] }).licenceImages = [{ url: 'a.svg', alt: 'Licence' }];
      }),
    ],
    [
      'a brand without a logo',
      changed((c) => {
        delete (c.brand as Record<string, unknown>).logo;
      }),
    ],
    [
      'a licence image without alt',
      changed((c) => {
        (c.brand as Record<string, unknown>).licenceImages = [{ url: 'x' }];
      }),
    ],
    [
      'a bad key id',
      changed((c) => {
        c.payloadKey = { kid: 'XYZ', spki: 'TUlJQg==' };
      }),
    ],
    [
      'a key that is not base64',
      changed((c) => {
        c.payloadKey = { kid: '0123456789abcdef', spki: 'not base64!' };
      }),
    ],
    [
      'maintenance as a string',
      changed((c) => {
        c.maintenance = 'false';
      }),
    ],
    [
      'a missing country field',
      changed((c) => {
        c.location = {};
      }),
    ],
  ];
  it.each(samples)('%s', agree(StartupConfig, startupConfigCheck));
});

describe('error envelope check agrees with ErrorEnvelope (spec 8)', () => {
  const samples: Sample[] = [
    ['a code and message', { success: false, error: { code: 'IP_RESTRICTED', message: 'no' } }],
    [
      'a field and value',
      { success: false, error: { code: 'X', message: 'm', field: 'a.b', value: { captcha: true } } },
    ],
    ['a success envelope', { success: true, value: 1 }],
    ['no message', { success: false, error: { code: 'X' } }],
    ['a numeric code', { success: false, error: { code: 1, message: 'm' } }],
    ['a field that is not a string', { success: false, error: { code: 'X', message: 'm', field: 3 } }],
    ['a value that is a list', { success: false, error: { code: 'X', message: 'm', value: [1] } }],
    ['plain text', 'upstream down'],
  ];
  it.each(samples)('%s', agree(ErrorEnvelope, errorEnvelopeCheck));
});

describe('session record check agrees with SessionInfo (spec 3)', () => {
  const session = { token: 't', merchantCode: 'M', userName: 'lantern', type: 1 };
  const samples: Sample[] = [
    ['a session', session],
    ['a first-time login', { ...session, firstTimeLogin: true }],
    ['no token', { ...session, token: undefined }],
    ['a type that is text', { ...session, type: '1' }],
    ['an infinite type', { ...session, type: Number.POSITIVE_INFINITY }],
    ['firstTimeLogin as text', { ...session, firstTimeLogin: 'yes' }],
    ['an array', [session]],
  ];
  it.each(samples)('%s', agree(SessionInfo, sessionInfoCheck));
});
