import { ErrorEnvelope } from '@lobby/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // A test-only route whose failure carries internals that must never reach the client.
  t.app.get('/api/test/boom', async () => {
    throw new Error('connection to 10.0.0.5 refused at secret.ts:42');
  });
});
afterAll(() => t.close());

describe('error envelope', () => {
  it('answers an unknown /api path with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(ErrorEnvelope.safeParse(body).success).toBe(true);
    expect(body.error.code).toBe('NOT_FOUND');
  });

  it('names the failing field on a validation error', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/config/maintenance',
      headers: auth(),
      payload: { enabled: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.field).toBe('enabled');
    expect(error.message).toMatch(/^enabled: .*expected boolean/);
  });

  it('gives nested fields as a dot path', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/config/customer-service',
      headers: auth(),
      payload: { links: [{ label: 'Chat', url: 'ftp://x' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('links.0.url');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/config/maintenance',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: '{"enabled": tru',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/config/maintenance',
      headers: { ...auth(), 'content-type': 'application/xml' },
      payload: '<enabled>true</enabled>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('hides the cause of an unexpected error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({
      success: false,
      error: { code: 'INTERNAL_ERROR', message: expect.any(String) },
    });
    expect(res.body).not.toMatch(/10\.0\.0\.5|secret\.ts|at .*:\d+/);
  });
});

describe('request ids', () => {
  it('echoes a safe incoming x-request-id', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('replaces an unsafe one with a fresh UUID', async () => {
    const res = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\twith spaces' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
