import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS } from '@lobby/shared';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { useOperatorCli } from '../../test/operator-cli.ts';

// The banner and hot-match commands end to end: the CLI's main against a real listening server.
const dir = mkdtempSync(join(tmpdir(), 'lobby-home-media-cli-'));
// Registered before the app's own hook, so it runs after the app has closed (after-hooks stack).
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const { t, cli } = useOperatorCli({ MEDIA_DIR: join(dir, 'media') });

describe('banner commands', () => {
  it('adds a banner, gives it artwork from a file, and shows it to the public', async () => {
    const added = await cli(
      'banner:add',
      '--title',
      'EN=Weekend reload',
      '--title',
      'my=ပိတ်ရက် ငွေဖြည့်',
      '--button',
      'EN=Deposit',
      '--action',
      '/m/voucherCenter',
    );
    expect(added.code).toBe(0);
    expect(added.out[0]).toMatch(
      /^banner\.1: null -> \{.*"title":\{"EN":"Weekend reload","MY":"ပိတ်ရက် ငွေဖြည့်"\}/,
    );
    const file = join(dir, 'reload.jpg');
    writeFileSync(
      file,
      await sharp({ create: { width: 750, height: 300, channels: 3, background: '#7a1f1f' } })
        .jpeg()
        .toBuffer(),
    );
    const image = await cli('banner:image', '1', file);
    expect(image.out).toEqual([
      expect.stringMatching(/^banner\.1\.image: null -> generated\/banners\/1-[0-9a-f]{16}$/),
    ]);
    const shown = await t.app.inject({ method: 'GET', url: `${API_PATHS.banners}?language=EN` });
    expect(shown.json().value.list[0]).toMatchObject({ title: 'Weekend reload', button: 'Deposit' });
    expect((await cli('banner:list')).out).toEqual([
      expect.stringMatching(/^\{"id":1,"position":0,"enabled":true/),
    ]);
  });

  it('changes, disables and removes it, printing each change', async () => {
    expect((await cli('banner:change', '1', '--action', 'https://lobby.example/reload')).out).toEqual([
      'banner.1.action: {"kind":"route","path":"/m/voucherCenter"} -> {"kind":"link","url":"https://lobby.example/reload"}',
    ]);
    expect((await cli('banner:disable', '1')).out).toEqual(['banner.1.enabled: on -> off']);
    expect((await cli('banner:remove', '1')).code).toBe(0);
    expect((await cli('banner:list')).out).toEqual(['none']);
  });

  it("prints the server's refusal in one line", async () => {
    expect(await cli('banner:add', '--action', 'javascript:alert(1)')).toEqual({
      code: 1,
      out: [],
      err: ['error: action.url: an http:// or https:// address'],
    });
    const text = join(dir, 'notes.png');
    writeFileSync(text, 'not a picture');
    expect((await cli('banner:image', '2', text)).err).toEqual(['error: No banner 2.']);
    expect((await cli('banner:image', '2', join(dir, 'art.gif'))).err).toEqual([
      'error: the artwork must be a .png, .jpg or .webp file',
    ]);
  });
});

describe('hot-match commands', () => {
  it('adds, lists, changes and removes a hot match', async () => {
    const added = await cli(
      'hot-match:add',
      '--league',
      'Golden Delta Cup',
      '--home',
      'Jade Tigers',
      '--away',
      'Night Wolves',
      '--home-image',
      '/media/teams/jade-tigers.svg',
      '--away-image',
      '/media/teams/night-wolves.svg',
      '--time',
      new Date(Date.now() + 86_400_000).toISOString(),
      '--vendor',
      'LANTERN_SPORTS',
      '--room',
      'football',
      '--node',
      '2001',
    );
    expect(added.code).toBe(0);
    expect((await cli('hot-match:list')).out).toEqual([expect.stringContaining('"homeTeam":"Jade Tigers"')]);
    expect((await cli('hot-match:change', '1', '--league', 'Lantern Cup')).out).toEqual([
      'hotMatch.1.league: Golden Delta Cup -> Lantern Cup',
    ]);
    expect((await cli('hot-match:remove', '1')).code).toBe(0);
    expect((await cli('hot-match:list')).out).toEqual(['none']);
  });

  it('refuses a bad id before calling the server', async () => {
    expect((await cli('hot-match:enable', 'one')).err).toEqual([
      'error: the hot match id must be a whole number',
    ]);
  });
});
