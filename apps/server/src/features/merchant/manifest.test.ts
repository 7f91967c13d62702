import { API_PATHS, WEB_APP_MANIFEST_PATH } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { auth, useTestApp } from '../../test/test-app.ts';
import { shortName } from './manifest.ts';

const t = useTestApp();

// Issue 9, decision 039: the installed app's manifest comes from the merchant's configuration.
describe(`GET ${WEB_APP_MANIFEST_PATH}`, () => {
  it('answers the merchant brand as an installable manifest, revalidated on every use', async () => {
    const res = await t.app.inject({ url: WEB_APP_MANIFEST_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({
      id: '/m/',
      name: 'Lucky Lantern',
      short_name: 'Lucky',
      lang: 'my',
      dir: 'ltr',
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      theme_color: '#5c1414',
      background_color: '#5c1414',
      icons: [
        { src: '/media/brand/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/media/brand/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/media/brand/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    });
  });

  it("follows an operator's change of the default language with the next request", async () => {
    const change = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.operatorLanguages,
      headers: auth(),
      payload: { default: 'AR', supported: ['AR', 'EN'] },
    });
    expect(change.statusCode).toBe(200);
    const res = await t.app.inject({ url: WEB_APP_MANIFEST_PATH });
    expect(res.json()).toMatchObject({ lang: 'ar', dir: 'rtl' });
  });
});

describe('shortName', () => {
  it.each([
    ['Lucky Lantern', 'Lucky'],
    ['Lobby', 'Lobby'],
    ['Win Big Now', 'Win Big Now'],
    ['Golden Dragon Palace', 'Golden'],
    ['Supercalifragilistic Games', 'Supercalifragilistic'],
    ['  Two  Words ', 'Two Words'],
  ])('%s -> %s', (name, short) => {
    expect(shortName(name)).toBe(short);
  });
});
