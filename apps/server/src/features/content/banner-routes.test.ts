import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS, type HomeBanner } from '@lobby/shared';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { auth, useTestApp } from '../../test/test-app.ts';
import { BANNER_UPLOAD_MAX_BYTES } from './banner-images.ts';
import { homeMediaSeedDir, seedHomeMedia } from './banner-seed.ts';
import { listHomeBanners } from './banners.ts';

// Banners end to end on a real database (issue 10): the seed, the public call in the reader's
// language with its window and order, ETag and 304, and every operator command with its audit.

const mediaDir = mkdtempSync(join(tmpdir(), 'lobby-banners-media-'));
const ctx = useTestApp({ MEDIA_DIR: mediaDir });
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

const banners = async (query = '', headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `${API_PATHS.banners}${query}`, headers });
const list = async (query = '') => (await banners(query)).json().value.list as HomeBanner[];
const operator = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/operator/${url}`, headers: auth(), ...(payload ? { payload } : {}) });
const upload = (id: number, bytes: Buffer, type: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/operator/banners/${id}/image`,
    headers: { ...auth(), 'content-type': type },
    payload: bytes,
  });
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c1121f' } })
    .png()
    .toBuffer();
const auditCommands = async () =>
  (await ctx.db.select().from(t.operatorAudit).orderBy(desc(t.operatorAudit.id))).map((row) => row.command);
const rowCount = async () => (await ctx.db.select().from(t.banner)).length;
const eqId = (id: number) => eq(t.banner.id, id);
/** The id in an add's answer: its one change is `banner.<id>`. */
const addedId = (body: { value: { changes: { field: string }[] } }) =>
  Number(body.value.changes[0]?.field.split('.')[1]);

beforeAll(async () => {
  const wrote = await seedHomeMedia(ctx.db, mediaDir, homeMediaSeedDir(ctx.config.seedFile));
  expect(wrote).toEqual({ banners: 3, hotMatches: 4 });
});

describe('the seed', () => {
  it('writes three banners with rendered artwork, in Burmese by default, each button acting', async () => {
    const shown = await list();
    expect(shown.map((b) => b.action.kind)).toEqual(['route', 'route', 'game']);
    expect(shown.map((b) => (b.action.kind === 'route' ? b.action.path : b.action.kind))).toEqual([
      '/m/register',
      '/m/voucherCenter',
      'game',
    ]);
    expect(shown[0]?.title).toBe('၁၀၀% ကြိုဆို ဘောနပ်စ်');
    expect(shown[0]?.button).toBe('စာရင်းသွင်း');
    for (const banner of shown) {
      expect(banner.image).toMatchObject({ width: 1080, height: 432 });
      expect(existsSync(join(mediaDir, banner.image.src.replace('/media/', '')))).toBe(true);
    }
  });

  it('writes nothing the second time: the operator owns the tables once they hold rows', async () => {
    expect(await seedHomeMedia(ctx.db, mediaDir, homeMediaSeedDir(ctx.config.seedFile))).toEqual({
      banners: 0,
      hotMatches: 0,
    });
  });

  it('has every banner word in all 29 languages', async () => {
    const rows = await ctx.db.select().from(t.banner);
    for (const row of rows)
      for (const text of [row.title, row.text, row.button]) expect(Object.keys(text)).toHaveLength(29);
  });
});

describe('GET banners', () => {
  it('answers the language asked for, else the default, else English', async () => {
    expect((await list('?language=EN'))[1]?.button).toBe('Deposit');
    expect((await list('?language=AR'))[1]?.button).toBe('إيداع');
    const id = addedId(
      (
        await operator('POST', 'banners', {
          title: { EN: 'Only English' },
          text: { MY: 'မြန်မာ', EN: 'English' },
        })
      ).json(),
    );
    await upload(id, await png(750, 300), 'image/png');
    const added = (await list('?language=JA')).find((b) => b.id === id);
    expect(added).toMatchObject({ title: 'Only English', text: 'မြန်မာ', button: '' });
    await operator('DELETE', `banners/${id}`);
  });

  it('shows enabled banners inside their window, by position', async () => {
    const hour = 3_600_000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const add = async (body: object) => {
      const id = addedId((await operator('POST', 'banners', { title: { EN: 'x' }, ...body })).json());
      expect((await upload(id, await png(750, 300), 'image/png')).statusCode).toBe(200);
      return id;
    };
    const first = await add({});
    const later = await add({ startsAt: at(hour) });
    const over = await add({ endsAt: at(-hour), startsAt: at(-2 * hour) });
    const off = await add({ enabled: false });
    const open = await add({ position: 5, startsAt: at(-hour), endsAt: at(hour) });
    const ids = (await list()).map((b) => b.id);
    expect(ids).toContain(first);
    expect(ids).toContain(open);
    expect(ids).not.toContain(later);
    expect(ids).not.toContain(over);
    expect(ids).not.toContain(off);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(open));
    // The same answer without the route: the content helper's combined call uses this.
    const inAnHour = await listHomeBanners(ctx.db, 'EN', 'MY', new Date(Date.now() + hour + 1000));
    expect(inAnHour.map((b) => b.id)).toContain(later);
    expect(inAnHour.map((b) => b.id)).not.toContain(open);
    for (const id of [first, later, over, off, open]) await operator('DELETE', `banners/${id}`);
  });

  it("opens and closes a banner's window at its edge in Home's answer and the banner call alike", async () => {
    const home = async () =>
      (
        (await ctx.app.inject({ url: `${API_PATHS.homeContent}?language=EN` })).json().value
          .banners as HomeBanner[]
      ).map((b) => b.id);
    const shown = async () => {
      const [fromHome, fromCall] = [await home(), (await list('?language=EN')).map((b) => b.id)];
      expect(fromHome).toEqual(fromCall);
      return fromHome;
    };
    await shown(); // both answers kept before the banners exist
    const soon = Date.now() + 2500;
    const add = async (body: object) => {
      const id = addedId((await operator('POST', 'banners', { title: { EN: 'edge' }, ...body })).json());
      await upload(id, await png(750, 300), 'image/png');
      return id;
    };
    const opens = await add({ startsAt: new Date(soon).toISOString() });
    const closes = await add({ endsAt: new Date(soon).toISOString() });
    const before = await shown();
    expect(before).toContain(closes);
    expect(before).not.toContain(opens);
    await new Promise((resolve) => setTimeout(resolve, soon + 200 - Date.now()));
    const after = await shown();
    expect(after).toContain(opens);
    expect(after).not.toContain(closes);
    for (const id of [opens, closes]) await operator('DELETE', `banners/${id}`);
  });

  it('does not show a banner before it has artwork', async () => {
    const id = addedId((await operator('POST', 'banners', { title: { EN: 'No art yet' } })).json());
    expect((await list()).map((b) => b.id)).not.toContain(id);
    await operator('DELETE', `banners/${id}`);
  });

  it('is revalidated each time (no-cache) and answers 304 to a current ETag', async () => {
    const first = await banners('?language=EN');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    // The strong tag every kept content answer carries (decision 044); W/ is still matched.
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect((await banners('?language=EN', { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    const again = await banners('?language=EN', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await banners('?language=MY', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('shows an operator change on the next call, with a new ETag', async () => {
    const before = await banners('?language=EN');
    const id = (before.json().value.list as HomeBanner[])[0]?.id ?? 0;
    expect((await operator('PATCH', `banners/${id}`, { title: { EN: 'Changed today' } })).statusCode).toBe(
      200,
    );
    const after = await banners('?language=EN', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().value.list[0].title).toBe('Changed today');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The other languages stay: a change merges texts language by language.
    expect((await list('?language=MY'))[0]?.title).toBe('၁၀၀% ကြိုဆို ဘောနပ်စ်');
  });

  it('refuses another merchant code and an unknown language by name', async () => {
    const wrongMerchant = await banners('?merchantCode=OTHER');
    expect(wrongMerchant.statusCode).toBe(400);
    expect(wrongMerchant.json().error.field).toBe('merchantCode');
    expect((await banners('?merchantCode=LOBBYDEMO')).statusCode).toBe(200);
    expect((await banners('?language=XX')).json().error.field).toBe('language');
  });
});

describe('operator banner commands', () => {
  it('adds, changes, disables, enables and removes, each audited and each visible at once', async () => {
    const added = await operator('POST', 'banners', {
      title: { EN: 'Lucky draw' },
      action: { kind: 'link', url: 'https://lobby.example/promo' },
      position: 9,
    });
    expect(added.statusCode).toBe(200);
    const id = addedId(added.json());
    expect((await upload(id, await png(1500, 600), 'image/png')).json().value.changes[0].field).toBe(
      `banner.${id}.image`,
    );
    expect((await list('?language=EN')).find((b) => b.id === id)?.action).toEqual({
      kind: 'link',
      url: 'https://lobby.example/promo',
    });
    expect((await operator('PUT', `banners/${id}/enabled`, { enabled: false })).json().value.changes).toEqual(
      [{ field: `banner.${id}.enabled`, before: true, after: false }],
    );
    expect((await list()).map((b) => b.id)).not.toContain(id);
    await operator('PUT', `banners/${id}/enabled`, { enabled: true });
    expect((await list()).map((b) => b.id)).toContain(id);
    expect((await operator('PATCH', `banners/${id}`, { position: 9 })).json().value.changes).toEqual([]);
    expect((await operator('DELETE', `banners/${id}`)).statusCode).toBe(200);
    expect((await list()).map((b) => b.id)).not.toContain(id);
    expect((await auditCommands()).slice(0, 5)).toEqual([
      'banner:remove',
      'banner:enable',
      'banner:disable',
      'banner:image',
      'banner:add',
    ]);
  });

  it('lists every banner with all its languages for the operator', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: API_PATHS.operatorBanners, headers: auth() });
    const first = answer.json().value.list[0];
    expect(Object.keys(first.title)).toHaveLength(29);
    expect(first.source).toBe('seed:welcome-bonus.svg');
  });

  it.each([
    ['a javascript: link', { kind: 'link', url: 'javascript:alert(1)' }, 'action.url'],
    ['a data: link', { kind: 'link', url: 'data:text/html,hi' }, 'action.url'],
    ['a link with credentials', { kind: 'link', url: 'https://me:pw@lobby.example' }, 'action.url'],
    ['a route outside /m/', { kind: 'route', path: '/admin' }, 'action.path'],
    ['a route climbing out of /m/', { kind: 'route', path: '/m/../api/operator' }, 'action.path'],
    ['a protocol-relative route', { kind: 'route', path: '/m//evil.example' }, 'action.path'],
    ['a game without its node', { kind: 'game', vendor: 'TF', roomId: '1' }, 'action.nodeId'],
    ['an unknown kind', { kind: 'script', code: 'x' }, 'action.kind'],
  ])('refuses %s by name and writes nothing', async (_name, action, field) => {
    const rows = await rowCount();
    const audits = (await auditCommands()).length;
    const answer = await operator('POST', 'banners', { title: { EN: 'x' }, action });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.field).toBe(field);
    expect(await rowCount()).toBe(rows);
    expect((await auditCommands()).length).toBe(audits);
  });

  it('refuses a window that ends before it starts, and a title in no language, by name', async () => {
    const backwards = await operator('POST', 'banners', {
      startsAt: '2030-01-02T00:00:00Z',
      endsAt: '2030-01-01T00:00:00Z',
    });
    expect(backwards.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'endsAt' });
    expect((await operator('POST', 'banners', { title: { XX: 'x' } })).json().error.field).toBe('title');
    expect((await operator('POST', 'banners', { colour: 'red' })).statusCode).toBe(400);
  });

  it('answers 404 for a banner that does not exist, for every command', async () => {
    for (const [method, url, payload] of [
      ['PATCH', 'banners/999999', { position: 1 }],
      ['PUT', 'banners/999999/enabled', { enabled: true }],
      ['DELETE', 'banners/999999', undefined],
    ] as const) {
      expect((await operator(method, url, payload)).json().error.code).toBe('NOT_FOUND');
    }
    expect((await upload(999999, await png(750, 300), 'image/png')).statusCode).toBe(404);
  });

  it('needs the operator token', async () => {
    const answer = await ctx.app.inject({ method: 'POST', url: API_PATHS.operatorBanners, payload: {} });
    expect(answer.statusCode).toBe(401);
  });
});

describe('banner image upload', () => {
  let id = 0;
  const generated = () => readdirSync(join(mediaDir, 'generated/banners')).sort();
  beforeAll(async () => {
    id = addedId((await operator('POST', 'banners', { title: { EN: 'Upload target' } })).json());
  });

  it.each([
    ['a text file', async () => Buffer.from('hello, not a picture'), 'image/png', /not a picture/],
    [
      'a GIF',
      async () =>
        sharp({ create: { width: 750, height: 300, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      'image/gif',
      /image\/gif/,
    ],
    ['a square picture', async () => png(600, 600), 'image/png', /600x600 \(1\.00:1\)/],
    [
      'a file over 5 MB',
      async () => Buffer.alloc(BANNER_UPLOAD_MAX_BYTES + 10, 1),
      'image/png',
      /larger than 5 MB/,
    ],
    [
      'a JSON body',
      async () => Buffer.from('{"url":"https://x"}'),
      'application/json',
      /Content-Type image\/png/,
    ],
    [
      'bytes of another type',
      async () => png(750, 300),
      'application/octet-stream',
      /application\/octet-stream file/,
    ],
  ])('refuses %s with a 400 naming the image, and writes nothing', async (_name, bytes, type, message) => {
    const files = generated();
    const audits = (await auditCommands()).length;
    const answer = await upload(id, await bytes(), type);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'image' });
    expect(answer.json().error.message).toMatch(message);
    expect(generated()).toEqual(files);
    expect((await auditCommands()).length).toBe(audits);
    const [row] = await ctx.db.select().from(t.banner).where(eqId(id));
    expect(row?.image).toBeNull();
  });

  it('takes a webp, writing its variants and recording the change', async () => {
    const webp = await sharp({ create: { width: 1000, height: 400, channels: 3, background: '#0b7a55' } })
      .webp()
      .toBuffer();
    const answer = await upload(id, webp, 'image/webp');
    expect(answer.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(t.banner).where(eqId(id));
    expect(row?.image?.widths).toEqual([390, 750]);
    expect(readdirSync(join(mediaDir, row?.image?.dir ?? 'missing'))).toHaveLength(6);
    expect(row?.source).toBe('upload');
  });
});
