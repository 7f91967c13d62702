import { API_PATHS } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import type { OperatorConfig } from '../../core/merchant-config.ts';
import { auth, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

async function config(): Promise<OperatorConfig> {
  const res = await t.app.inject({ url: '/api/operator/config', headers: auth() });
  expect(res.statusCode).toBe(200);
  return res.json().value;
}

async function auditEntries() {
  const res = await t.app.inject({ url: '/api/operator/audit?limit=500', headers: auth() });
  expect(res.statusCode).toBe(200);
  return res.json().value.entries;
}

function put(url: string, payload: object) {
  return t.app.inject({ method: 'PUT', url: `/api/operator/config/${url}`, headers: auth(), payload });
}

interface Case {
  url: string;
  command: string;
  good: object;
  changes: { field: string; before: unknown; after: unknown }[];
  /** Reads the changed value back from GET /api/operator/config. */
  read: (c: OperatorConfig) => unknown;
  expected: unknown;
  bad: { url?: string; payload: object; field: string };
}

const cases: Case[] = [
  {
    url: 'flags/DIRECTREG3',
    command: 'config:set-flag',
    good: { enabled: false },
    changes: [{ field: 'DIRECTREG3', before: true, after: false }],
    read: (c) => c.whitelabel.DIRECTREG3,
    expected: false,
    bad: { url: 'flags/NOPE3', payload: { enabled: true }, field: 'code' },
  },
  {
    url: 'maintenance',
    command: 'config:maintenance',
    good: { enabled: true },
    changes: [{ field: 'maintenance', before: false, after: true }],
    read: (c) => c.maintenance,
    expected: true,
    bad: { payload: { enabled: 1 }, field: 'enabled' },
  },
  {
    url: 'languages',
    command: 'config:languages',
    good: { default: 'EN', supported: ['EN', 'MY', 'TH'] },
    changes: [
      { field: 'languages.default', before: 'MY', after: 'EN' },
      { field: 'languages.supported', before: ['MY', 'EN'], after: ['EN', 'MY', 'TH'] },
    ],
    read: (c) => c.languages,
    expected: { default: 'EN', supported: ['EN', 'MY', 'TH'] },
    bad: { payload: { default: 'ZH', supported: ['EN'] }, field: 'default' },
  },
  {
    url: 'blocked-countries',
    command: 'config:block-country',
    good: { countries: ['SG', 'US'] },
    changes: [{ field: 'blockedCountries', before: [], after: ['SG', 'US'] }],
    read: (c) => c.blockedCountries,
    expected: ['SG', 'US'],
    bad: { payload: { countries: ['SG', 'usa'] }, field: 'countries.1' },
  },
  {
    url: 'blocked-ip-ranges',
    command: 'config:block-ip',
    good: { ranges: ['203.0.113.0/24', '2001:db8::/32'] },
    changes: [{ field: 'blockedIpRanges', before: [], after: ['203.0.113.0/24', '2001:db8::/32'] }],
    read: (c) => c.blockedIpRanges,
    expected: ['203.0.113.0/24', '2001:db8::/32'],
    bad: { payload: { ranges: ['10.0.0.0/33'] }, field: 'ranges.0' },
  },
  {
    url: 'registration-rules/email',
    command: 'config:registration-rule',
    good: { enabled: true, required: true },
    changes: [{ field: 'register.email.required', before: false, after: true }],
    read: (c) => c.register.email,
    expected: { enabled: true, required: true },
    bad: { url: 'registration-rules/shoeSize', payload: { enabled: true, required: true }, field: 'field' },
  },
  {
    url: 'image-cdns',
    command: 'config:image-cdns',
    good: { urls: ['https://img.lobby.example/'] },
    changes: [{ field: 'imageCDNs', before: [], after: ['https://img.lobby.example/'] }],
    read: (c) => c.imageCDNs,
    expected: ['https://img.lobby.example/'],
    bad: { payload: { urls: ['img.lobby.example'] }, field: 'urls.0' },
  },
  {
    url: 'main-domain',
    command: 'config:main-domain',
    good: { mainDomain: 'play.lobby.example' },
    changes: [{ field: 'mainDomain', before: 'lobby.example', after: 'play.lobby.example' }],
    read: (c) => c.mainDomain,
    expected: 'play.lobby.example',
    bad: { payload: { mainDomain: 'https://x/' }, field: 'mainDomain' },
  },
  {
    url: 'mobile-template',
    command: 'config:template',
    good: { mem_cen: '2', dep_func: '1' },
    changes: [{ field: 'mobileTemplate.mem_cen', before: '1', after: '2' }],
    read: (c) => c.mobileTemplate,
    expected: { mem_cen: '2', dep_func: '1' },
    bad: { payload: { mem_cen: 'new', dep_func: '1' }, field: 'mem_cen' },
  },
  {
    url: 'customer-service',
    command: 'config:customer-service',
    good: { links: [{ label: 'WhatsApp', url: 'https://lobby.example/support/whatsapp' }] },
    changes: [
      {
        field: 'customerService',
        before: [
          { label: 'Viber', url: 'https://lobby.example/mm/support/viber' },
          { label: 'Telegram', url: 'https://lobby.example/mm/support/telegram' },
        ],
        after: [{ label: 'WhatsApp', url: 'https://lobby.example/support/whatsapp' }],
      },
    ],
    read: (c) => c.customerService,
    expected: [{ label: 'WhatsApp', url: 'https://lobby.example/support/whatsapp' }],
    bad: { payload: { links: [{ label: '', url: 'https://lobby.example/x' }] }, field: 'links.0.label' },
  },
  {
    url: 'resources',
    command: 'config:resources',
    good: { resources: [{ resourceType: 'IOS', url: 'https://lobby.example/ios' }] },
    changes: [
      {
        field: 'resources',
        before: [
          { resourceType: 'Android', url: 'https://lobby.example/mm/download/lucky-lantern.apk' },
          { resourceType: 'IOS', url: 'https://lobby.example/mm/download/ios' },
          { resourceType: 'AppDownloadIcon', url: 'brand/icon-192.png' },
        ],
        after: [{ resourceType: 'IOS', url: 'https://lobby.example/ios' }],
      },
    ],
    read: (c) => c.resources,
    expected: [{ resourceType: 'IOS', url: 'https://lobby.example/ios' }],
    bad: {
      payload: { resources: [{ resourceType: 'Windows', url: 'x' }] },
      field: 'resources.0.resourceType',
    },
  },
];

describe.each(cases)('PUT /api/operator/config/$url', (c) => {
  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const before = await config();
    const auditBefore = (await auditEntries()).length;
    const res = await put(c.bad.url ?? c.url, c.bad.payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: c.bad.field });
    expect(res.json().error.message.startsWith(`${c.bad.field}: `)).toBe(true);
    expect((await auditEntries()).length).toBe(auditBefore);
    expect(await config()).toEqual(before);
  });

  it('changes the value, answers the changes and writes one audit row', async () => {
    const auditBefore = (await auditEntries()).length;
    const res = await put(c.url, c.good);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { changes: c.changes } });
    expect(c.read(await config())).toEqual(c.expected);
    const entries = await auditEntries();
    expect(entries.length).toBe(auditBefore + 1);
    expect(entries[0]).toMatchObject({ actor: 'operator', command: c.command, changes: c.changes });
  });

  it('answers no changes and writes no audit row when repeated', async () => {
    const auditBefore = (await auditEntries()).length;
    const res = await put(c.url, c.good);
    expect(res.json()).toEqual({ success: true, value: { changes: [] } });
    expect((await auditEntries()).length).toBe(auditBefore);
  });
});

describe('operator authentication', () => {
  it.each([
    ['no token', {}],
    ['a wrong token', auth('wrong-token-wrong-token-wrong-token!')],
    ['a malformed header', { authorization: 'Basic abc' }],
  ])('answers 401 UNAUTHORIZED with %s', async (_name, headers) => {
    const res = await t.app.inject({ url: '/api/operator/config', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } });
    const write = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/config/maintenance',
      headers,
      payload: { enabled: false },
    });
    expect(write.statusCode).toBe(401);
  });

  it('guards every operator route, whichever feature registers it (issue 7: one operator check)', async () => {
    // The operator routes' own document (issue 8 item 10: the public one no longer lists them).
    const document = (await t.app.inject({ url: API_PATHS.operatorDocs, headers: auth() })).json();
    const routes = Object.entries<Record<string, { tags?: string[] }>>(document.paths).flatMap(
      ([path, ops]) =>
        Object.entries(ops)
          .filter(([, op]) => op.tags?.includes('operator'))
          .map(([method, _op]) => ({ method: method.toUpperCase(), url: path.replace(/\{(\w+)\}/g, 'x') })),
    );
    // The config, audit and outbox routes, plus accounts' affiliate codes and content's announcements.
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/operator/config',
        '/api/operator/affiliate-codes',
        '/api/operator/announcements',
      ]),
    );
    for (const { method, url } of routes) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists the audit newest first, honouring limit', async () => {
    const res = await t.app.inject({ url: '/api/operator/audit?limit=2', headers: auth() });
    const entries = res.json().value.entries;
    expect(entries).toHaveLength(2);
    expect(entries[0].id).toBeGreaterThan(entries[1].id);
    const bad = await t.app.inject({ url: '/api/operator/audit?limit=0', headers: auth() });
    expect(bad.json().error.field).toBe('limit');
  });
});

describe('download links', () => {
  it.each(['ftp://files.example/app.apk', 'javascript:alert(1)', '', '/etc/passwd'])(
    'refuses %j, neither an http(s) URL nor a relative path',
    async (url) => {
      const res = await put('resources', { resources: [{ resourceType: 'Android', url }] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.field).toBe('resources.0.url');
    },
  );
});
