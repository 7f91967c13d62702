import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp();

describe('OpenAPI document', () => {
  it('is valid OpenAPI 3 and lists every API route', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.info.title).toBe('Lobby API');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/merchant/config',
        '/api/operator/config',
        '/api/operator/config/flags/{code}',
        '/api/operator/audit',
        '/api/wallet/balance',
      ]),
    );
    // Pages and redirects are not part of the API document.
    expect(Object.keys(document.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
  });

  it('serves the docs UI at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
