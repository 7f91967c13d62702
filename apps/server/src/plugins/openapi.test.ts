import { API_PATHS } from '@lobby/shared';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { auth, useTestApp } from '../test/test-app.ts';

const t = useTestApp();

describe('OpenAPI document', () => {
  it('is valid OpenAPI 3 and lists every public API route', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.info.title).toBe('Lobby API');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/merchant/config', '/api/wallet/balance']),
    );
    // Pages and redirects are not part of the API document.
    expect(Object.keys(document.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
  });

  // Issue 8 item 10: the operator's commands are not advertised to the public.
  it('lists no operator route, tag or token in the public document', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths).filter((p) => p.startsWith('/api/operator'))).toEqual([]);
    expect(document.tags.map((tag: { name: string }) => tag.name)).not.toContain('operator');
    expect(Object.keys(document.components.securitySchemes)).not.toContain('operatorToken');
  });

  it('serves the operator document only with the operator token', async () => {
    expect(API_PATHS.operatorDocs).toBe('/api/operator/docs/json');
    const without = await t.app.inject({ url: API_PATHS.operatorDocs });
    expect(without.statusCode).toBe(401);
    expect(without.json()).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } });
    const wrong = await t.app.inject({ url: API_PATHS.operatorDocs, headers: auth('not-the-token') });
    expect(wrong.statusCode).toBe(401);

    const res = await t.app.inject({ url: API_PATHS.operatorDocs, headers: auth() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const document = res.json();
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(document.info.title).toBe('Lobby operator API');
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/operator/config',
        '/api/operator/config/flags/{code}',
        '/api/operator/audit',
        '/api/operator/announcements',
      ]),
    );
    expect(paths.filter((p) => !p.startsWith('/api/operator/'))).toEqual([]);
    // The document does not list itself.
    expect(paths).not.toContain(API_PATHS.operatorDocs);
  });

  it.each([
    ['public', '/api/docs/json', false],
    ['operator', API_PATHS.operatorDocs, true],
  ])(
    'tags every route of the %s document with a tag declared once with its description (issue 7)',
    async (_name, url, operator) => {
      const document = (await t.app.inject({ url, headers: operator ? auth() : {} })).json();
      const declared = document.tags.map((tag: { name: string }) => tag.name);
      expect(new Set(declared).size).toBe(declared.length);
      for (const tag of document.tags) expect(tag.description, tag.name).toBeTruthy();
      const used = new Set<string>();
      for (const [path, operations] of Object.entries<Record<string, { tags?: string[] }>>(document.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          expect(operation.tags?.length, `${method} ${path} has no tag`).toBeGreaterThan(0);
          for (const tag of operation.tags ?? []) used.add(tag);
        }
      }
      expect([...used].filter((tag) => !declared.includes(tag))).toEqual([]);
      // A declared tag no route uses would be a stale description.
      expect(declared.filter((tag: string) => !used.has(tag))).toEqual([]);
    },
  );

  it('documents each error status a route declares by code, from the shared map (decision 019)', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const login = document.paths['/api/accounts/login'].post.responses;
    // LOGIN_FAILED 401, MOBILE_NOT_REGISTERED 404, PAYLOAD_TOO_LARGE 413, RATE_LIMITED 429.
    expect(Object.keys(login)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '413', '429', '503']),
    );
    const balance = document.paths['/api/wallet/balance'].get.responses;
    expect(Object.keys(balance).sort()).toEqual(['200', '401', '403', '404']);
  });

  it('serves the docs UI at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
