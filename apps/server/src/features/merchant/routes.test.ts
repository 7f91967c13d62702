import { REGISTRATION_RULE_FIELDS, StartupConfig, WHITE_LABEL_FLAGS } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { auth, useTestApp } from '../../test/test-app.ts';
import { readSeedFile, seedMerchant } from './seed.ts';

const t = useTestApp({ COUNTRY_HEADER: 'cf-ipcountry' });

// Changes go through the operator API: features do not import each other.
async function setBlockedCountries(countries: string[]) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/operator/config/blocked-countries',
    headers: auth(),
    payload: { countries },
  });
  expect(res.statusCode).toBe(200);
}

async function setBlockedIpRanges(ranges: string[]) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/operator/config/blocked-ip-ranges',
    headers: auth(),
    payload: { ranges },
  });
  expect(res.statusCode).toBe(200);
}

async function startupConfig(headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  return t.app.inject({ url: '/api/merchant/config', headers, remoteAddress });
}

describe('GET /api/merchant/config', () => {
  it('answers the seeded demo merchant in the shared StartupConfig shape', async () => {
    const res = await startupConfig();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const config = StartupConfig.parse(body.value);
    expect(config.merchantCode).toBe('LOBBYDEMO');
    expect(config.trialMerchantCode).toBe('LOBBYDEMO_TRIAL');
    expect(config.currency).toEqual({ code: 'MMK', symbol: 'K' });
    expect(config.languages).toEqual({ default: 'MY', supported: ['MY', 'EN'] });
    expect(Object.keys(config.whitelabel).sort()).toEqual([...WHITE_LABEL_FLAGS].sort());
    expect(config.whitelabel.DIRECTREG3).toBe(true);
    expect(config.whitelabel.FACEBOOKLOGIN3).toBe(false);
    expect(Object.keys(config.register).sort()).toEqual([...REGISTRATION_RULE_FIELDS].sort());
    expect(config.register.email).toEqual({ enabled: true, required: false });
    expect(config.brand.logo.url).toBe('brand/logo.svg');
    expect(config.brand.licenceImages).toHaveLength(3);
    expect(config.customerService).toHaveLength(2);
    expect(config.resources.map((r) => r.resourceType)).toEqual(['Android', 'IOS', 'AppDownloadIcon']);
    expect(config.imageCDNs).toEqual([]);
    // spec 3: the public key login and registration bodies are encrypted with (decision 009).
    expect(config.payloadKey.kid).toMatch(/^[0-9a-f]{16}$/);
    expect(config).toMatchObject({
      maintenance: false,
      regionRestriction: false,
      location: { country: null },
    });
  });

  it('never exposes blocked countries or IP ranges to the browser', async () => {
    const body = (await startupConfig()).json();
    expect(body.value).not.toHaveProperty('blockedCountries');
    expect(body.value).not.toHaveProperty('blockedIpRanges');
  });

  it('sets regionRestriction for a blocked country from the trusted header', async () => {
    await setBlockedCountries(['SG']);
    const blocked = (await startupConfig({ 'cf-ipcountry': 'sg' })).json().value;
    expect(blocked).toMatchObject({ regionRestriction: true, location: { country: 'SG' } });
    const other = (await startupConfig({ 'cf-ipcountry': 'MY' })).json().value;
    expect(other).toMatchObject({ regionRestriction: false, location: { country: 'MY' } });
    await setBlockedCountries([]);
  });

  it.each([
    ['203.0.113.9', '203.0.113.0/24'],
    ['::ffff:203.0.113.9', '203.0.113.0/24'],
    ['2001:db8::1', '2001:db8::/32'],
  ])('answers 403 IP_RESTRICTED for %s inside %s', async (ip, range) => {
    await setBlockedIpRanges([range]);
    const res = await startupConfig({}, ip);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'IP_RESTRICTED' } });
    expect((await startupConfig({}, '198.51.100.1')).statusCode).toBe(200);
    await setBlockedIpRanges([]);
  });
});

describe('seed', () => {
  it('runs only once: a second run changes nothing', async () => {
    await setBlockedCountries(['SG']);
    const wrote = await seedMerchant(t.db, readSeedFile(t.config.seedFile));
    expect(wrote).toBe(false);
    const res = await t.app.inject({
      url: '/api/operator/config',
      headers: auth(),
    });
    expect(res.json().value.blockedCountries).toEqual(['SG']);
    await setBlockedCountries([]);
  });
});
