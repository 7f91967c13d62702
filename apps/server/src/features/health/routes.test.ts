import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('GET /api/health', () => {
  it('reports the database driver and Redis off', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      value: { status: 'ok', database: t.database.driver, redis: 'off' },
    });
    expect(t.database.driver).toBe(process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite');
  });

  it('answers 503 SERVICE_UNAVAILABLE once the database is gone', async () => {
    await t.database.close();
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'SERVICE_UNAVAILABLE' } });
  });
});
