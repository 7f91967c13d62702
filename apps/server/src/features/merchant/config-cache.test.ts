import { StartupConfig } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { auth, type TestApp, useTestApp } from '../../test/test-app.ts';

// Issue 7, docs/decisions/022: the start-up configuration is kept in memory and dropped the
// moment the operator changes anything, so maintenance switches on the very next request.
const t = useTestApp();

async function operatorPut(app: TestApp, path: string, payload: object) {
  const res = await app.app.inject({ method: 'PUT', url: `/api/operator/${path}`, headers: auth(), payload });
  expect(res.statusCode).toBe(200);
}

async function startupConfig(app: TestApp) {
  const res = await app.app.inject({ url: '/api/merchant/config' });
  expect(res.statusCode).toBe(200);
  return StartupConfig.parse(res.json().value);
}

describe('GET /api/merchant/config from memory', () => {
  it('shows an operator change on the very next request', async () => {
    expect((await startupConfig(t)).maintenance).toBe(false);
    await operatorPut(t, 'config/maintenance', { enabled: true });
    expect((await startupConfig(t)).maintenance).toBe(true);
    await operatorPut(t, 'config/maintenance', { enabled: false });
    expect((await startupConfig(t)).maintenance).toBe(false);

    await operatorPut(t, 'config/flags/DIRECTREG3', { enabled: false });
    expect((await startupConfig(t)).whitelabel.DIRECTREG3).toBe(false);
    await operatorPut(t, 'config/flags/DIRECTREG3', { enabled: true });
    expect((await startupConfig(t)).whitelabel.DIRECTREG3).toBe(true);
  });

  it('answers from memory between operator changes: only the operator API writes the configuration', async () => {
    const before = (await startupConfig(t)).mainDomain;
    await t.db.update(s.merchant).set({ mainDomain: 'behind-the-back.example' });
    expect((await startupConfig(t)).mainDomain).toBe(before);
    await operatorPut(t, 'config/maintenance', { enabled: true });
    const after = await startupConfig(t);
    expect(after).toMatchObject({ mainDomain: 'behind-the-back.example', maintenance: true });
    await operatorPut(t, 'config/maintenance', { enabled: false });
    await operatorPut(t, 'config/main-domain', { mainDomain: before });
    expect((await startupConfig(t)).mainDomain).toBe(before);
  });
});
