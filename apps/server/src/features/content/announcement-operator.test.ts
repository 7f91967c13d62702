import { AnnouncementsResponse } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { auth, useTestApp } from '../../test/test-app.ts';

// The operator's announcements (spec 3, 4, 7; decision 043): add, list, change, enable,
// disable, remove; HTML cleaned on write; every change audited; bad input writes nothing.
const t = useTestApp();

const send = (
  method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
  headers: Record<string, string> = auth(),
) =>
  t.app.inject({
    method,
    url: `/api/operator/announcements${url}`,
    headers,
    ...(payload ? { payload } : {}),
  });
const rows = () => t.db.select().from(s.announcement).orderBy(s.announcement.id);
const lastAudit = async () =>
  (await t.app.inject({ url: '/api/operator/audit?limit=1', headers: auth() })).json().value.entries[0];
const register = async (language: string) =>
  AnnouncementsResponse.parse(
    (
      await t.app.inject({
        url: `/api/content/announcements?types=B&groupName=m_reg&platform=M&language=${language}`,
      })
    ).json().value,
  ).list;

const NOTICE = {
  type: 'B',
  group: 'm_reg',
  title: { EN: '  Welcome bonus  ', MY: 'ကြိုဆို ဘောနပ်စ်' },
  content: {
    EN: '<p onclick="x()">Join <b>now</b></p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AAAA">',
    MY: '<p>ယခု</p>',
  },
  position: 2,
};

describe('announcement:add', () => {
  it('stores titles and cleaned HTML per language, audits it, and the public call answers it at once', async () => {
    expect(await register('EN')).toEqual([]);
    const res = await send('POST', '', NOTICE);
    expect(res.statusCode).toBe(200);
    const [row] = (await rows()).filter((r) => r.groupName === 'm_reg');
    expect(row).toMatchObject({
      type: 'B',
      platform: 'M',
      title: { EN: 'Welcome bonus', MY: 'ကြိုဆို ဘောနပ်စ်' },
      content: { EN: '<p>Join <b>now</b></p><a>x</a>', MY: '<p>ယခု</p>' },
      execution: null,
      position: 2,
      active: true,
      startsAt: null,
      endsAt: null,
    });
    expect(await lastAudit()).toMatchObject({
      command: 'announcement:add',
      changes: [{ field: `announcement.${row?.id}` }],
    });
    expect(await register('EN')).toMatchObject([
      { title: 'Welcome bonus', content: '<p>Join <b>now</b></p><a>x</a>' },
    ]);
    expect(await register('MY')).toMatchObject([{ title: 'ကြိုဆို ဘောနပ်စ်' }]);
  });

  it.each([
    ['type', { ...NOTICE, type: 'X' }],
    ['group', { ...NOTICE, group: 'Home!' }],
    ['platform', { ...NOTICE, platform: 'W' }],
    ['title', { ...NOTICE, title: { EN: '   ' } }],
    ['title', { ...NOTICE, title: {} }],
    ['title', { ...NOTICE, title: { XX: 'a' } }],
    ['content.TH', { ...NOTICE, content: { TH: '<p>a</p>' } }],
    ['execution', { ...NOTICE, type: 'PU', group: 'm_home' }],
    ['execution', { ...NOTICE, type: 'PU', group: 'm_home', execution: 'Z' }],
    ['execution', { ...NOTICE, execution: 'A' }],
    ['promotionType', { ...NOTICE, promotionType: 'DAILY_REWARD' }],
    ['promotionType', { ...NOTICE, type: 'PU', group: 'm_home', execution: 'A', promotionType: 'daily' }],
    ['promotionType', { ...NOTICE, type: 'PU', group: 'm_home', execution: 'A', promotionType: '' }],
    [
      'promotionType',
      { ...NOTICE, type: 'PU', group: 'm_home', execution: 'A', promotionType: 'A'.repeat(33) },
    ],
    ['startsAt', { ...NOTICE, startsAt: 'tomorrow' }],
    ['endsAt', { ...NOTICE, startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }],
    ['position', { ...NOTICE, position: -1 }],
    ['extra', { ...NOTICE, extra: 1 }],
  ])('refuses a bad %s, and writes nothing', async (field, payload) => {
    const before = await rows();
    const audits = await lastAudit();
    const res = await send('POST', '', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.message).toContain(field);
    expect(await rows()).toEqual(before);
    expect(await lastAudit()).toEqual(audits);
  });

  it('needs the operator token', async () => {
    expect((await send('POST', '', NOTICE, {})).statusCode).toBe(401);
    expect((await send('GET', '', undefined, {})).statusCode).toBe(401);
  });
});

describe('promotionType (spec 3 "Popup announcement", decision 051)', () => {
  const popular = async () =>
    AnnouncementsResponse.parse(
      (await t.app.inject({ url: '/api/content/popular?groupName=m_promo&language=EN' })).json().value,
    ).list;
  const home = async () =>
    (await t.app.inject({ url: '/api/content/home?language=EN' })).json().value.announcements as {
      title: string;
      promotionType: string | null;
    }[];

  it('is stored for a popup, listed, answered by every public call, changed and cleared, each audited', async () => {
    const popup = { type: 'PU', group: 'm_promo', execution: 'A', title: { EN: 'Rebate week' } };
    expect((await send('POST', '', { ...popup, promotionType: 'REBATE_WEEK' })).statusCode).toBe(200);
    const listed = (await send('GET', ''))
      .json()
      .value.list.find((a: { title: { EN?: string } }) => a.title.EN === 'Rebate week');
    expect(listed).toMatchObject({ promotionType: 'REBATE_WEEK', execution: 'A' });
    expect(await popular()).toMatchObject([{ title: 'Rebate week', promotionType: 'REBATE_WEEK' }]);

    const changed = await send('PATCH', `/${listed.id}`, { promotionType: 'DAILY_REWARD' });
    expect(changed.json().value.changes).toEqual([
      { field: `announcement.${listed.id}.promotionType`, before: 'REBATE_WEEK', after: 'DAILY_REWARD' },
    ]);
    expect(await popular()).toMatchObject([{ promotionType: 'DAILY_REWARD' }]);
    await send('PATCH', `/${listed.id}`, { promotionType: null });
    expect(await lastAudit()).toMatchObject({
      command: 'announcement:change',
      changes: [{ field: `announcement.${listed.id}.promotionType`, before: 'DAILY_REWARD', after: null }],
    });
    expect(await popular()).toMatchObject([{ promotionType: null }]);
  });

  it('is present as null in every answer of an announcement without one', async () => {
    const list = await home();
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) expect(item).toHaveProperty('promotionType');
    expect(list.filter((a) => a.promotionType !== null).map((a) => a.promotionType)).toEqual([
      'DAILY_REWARD',
    ]);
  });

  it('is refused on a type that is not a popup, also when a change turns a popup into a notice', async () => {
    const popup = {
      type: 'PU',
      group: 'm_promo',
      execution: 'B',
      promotionType: 'X1',
      title: { EN: 'Turned' },
    };
    await send('POST', '', popup);
    const { id } = (await rows()).find((r) => r.title.EN === 'Turned') ?? { id: 0 };
    const before = await rows();
    const res = await send('PATCH', `/${id}`, { type: 'PL', execution: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('promotionType');
    expect(await rows()).toEqual(before);
    const ok = await send('PATCH', `/${id}`, { type: 'PL', execution: null, promotionType: null });
    expect(ok.statusCode).toBe(200);
  });

  it('is held to its pattern by the database too (a write behind the operator API)', async () => {
    await expect(
      t.db.insert(s.announcement).values({
        type: 'PU',
        groupName: 'm_home',
        execution: 'A',
        promotionType: 'not a code',
        title: { EN: 'x' },
        content: {},
      }),
    ).rejects.toThrow();
    await expect(
      t.db
        .insert(s.announcement)
        .values({ type: 'PL', groupName: 'm_home', promotionType: 'CODE', title: { EN: 'x' }, content: {} }),
    ).rejects.toThrow();
  });
});

describe('announcement:list, change, enable, disable, remove', () => {
  const added = async (title = 'Listed') => {
    await send('POST', '', { ...NOTICE, title: { EN: title }, content: { EN: '<p>a</p>' } });
    const { list } = (await send('GET', '')).json().value;
    return list.find((a: { title: { EN?: string } }) => a.title.EN === title);
  };

  it('lists every announcement with all its languages, window and state', async () => {
    const item = await added('Shown');
    expect(item).toMatchObject({ type: 'B', group: 'm_reg', platform: 'M', enabled: true, startsAt: null });
    expect(typeof item.publishedAt).toBe('string');
  });

  it('changes only what is given; titles merge by language, an empty one removes it; audited per field', async () => {
    const { id } = await added('Changed');
    const res = await send('PATCH', `/${id}`, {
      title: { MY: 'စာရင်း', EN: 'Listed again' },
      startsAt: '2026-01-01T00:00:00+06:30',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.changes.map((c: { field: string }) => c.field)).toEqual([
      `announcement.${id}.title`,
      `announcement.${id}.startsAt`,
    ]);
    expect(await lastAudit()).toMatchObject({ command: 'announcement:change' });
    const again = await send('PATCH', `/${id}`, { title: { MY: '' } });
    expect(again.json().value.changes[0]).toMatchObject({ after: { EN: 'Listed again' } });
    const [row] = (await rows()).filter((r) => r.id === id);
    expect(row).toMatchObject({
      title: { EN: 'Listed again' },
      startsAt: new Date('2025-12-31T17:30:00Z'),
      position: 2,
    });
  });

  it('disables and enables, audited by those names, and the public answer follows at once', async () => {
    const { id } = await added('Switched');
    const titles = async () => (await register('EN')).map((a) => a.title);
    expect(await titles()).toContain('Switched');
    await send('PATCH', `/${id}`, { enabled: false });
    expect(await lastAudit()).toMatchObject({
      command: 'announcement:disable',
      changes: [{ field: `announcement.${id}.enabled`, before: true, after: false }],
    });
    expect(await titles()).not.toContain('Switched');
    // The same again changes, writes and audits nothing.
    const audit = await lastAudit();
    const [row] = (await rows()).filter((r) => r.id === id);
    expect((await send('PATCH', `/${id}`, { enabled: false })).json().value.changes).toEqual([]);
    expect(await lastAudit()).toEqual(audit);
    expect((await rows()).find((r) => r.id === id)).toEqual(row);
    await send('PATCH', `/${id}`, { enabled: true });
    expect(await lastAudit()).toMatchObject({ command: 'announcement:enable' });
    expect(await titles()).toContain('Switched');
  });

  it('removes one, audited with what it was', async () => {
    const { id } = await added('Removed');
    const res = await send('DELETE', `/${id}`);
    expect(res.statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({
      command: 'announcement:remove',
      changes: [{ field: `announcement.${id}`, before: { title: { EN: 'Removed' } }, after: null }],
    });
    expect((await rows()).some((r) => r.id === id)).toBe(false);
  });

  it('answers 404 for an unknown id and 400 for a bad id or body, writing nothing', async () => {
    const before = await rows();
    for (const [method, url, payload] of [
      ['PATCH', '/999999', { enabled: false }],
      ['DELETE', '/999999', undefined],
    ] as const) {
      const res = await send(method, url, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
    const { id } = (await rows())[0] ?? { id: 0 };
    for (const [url, payload, field] of [
      ['/abc', { enabled: false }, 'id'],
      ['/0', { enabled: false }, 'id'],
      [`/${id}`, { enabled: 'yes' }, 'enabled'],
      [`/${id}`, { type: 'PU' }, 'execution'],
      [`/${id}`, { title: { EN: '', MY: '', TH: '' }, content: { EN: '' } }, 'title'],
      [`/${id}`, { color: 'red' }, 'color'],
    ] as const) {
      const res = await send('PATCH', url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(field);
    }
    expect(await rows()).toEqual(before);
  });
});
