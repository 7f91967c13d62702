import { AnnouncementsResponse, HelpResponse, HomeContent, NoticesResponse } from '@lobby/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';

// spec 7 "Announcements", 2.4, 2.13: the public content calls on a fixture (the seed removed).
const t = useTestApp();
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);

beforeAll(async () => {
  await t.db.delete(s.announcement);
  await t.db.delete(s.helpItem);
  const row = (type: string, groupName: string, en: string, extra: object = {}) => ({
    type,
    groupName,
    title: { EN: en, MY: `${en} (MY)` },
    content: { EN: `<p>${en}</p>`, MY: `<p>${en} MY</p>` },
    ...extra,
  });
  await t.db.insert(s.announcement).values([
    row('B', 'm_reg', 'Second', { position: 1 }),
    row('B', 'm_reg', 'First', { position: 0 }),
    row('B', 'm_reg', 'Hidden', { active: false }),
    row('B', 'm_reg', 'Desktop only', { platform: 'W' }),
    row('PU', 'm_home', 'Popup', { execution: 'B' }),
    row('H', 'm_home', 'News'),
    row('A', 'm_home', 'Agents only'),
    row('PL', 'm_home', 'Not yet', { startsAt: at(HOUR) }),
    row('PL', 'm_home', 'Over', { endsAt: at(-HOUR) }),
    row('PL', 'm_home', 'Running', { startsAt: at(-HOUR), endsAt: at(HOUR), publishedAt: at(-3 * HOUR) }),
    // Written in Thai only: shown in Thai whatever the reader's language (the last fallback).
    { type: 'PL', groupName: 'm_home', title: { TH: 'ข่าว' }, content: { TH: '<p>ข่าว</p>' } },
    // English and Burmese title, content only in English: a title never mixes with another language's content.
    { type: 'PL', groupName: 'm_other', title: { EN: 'Mixed', MY: 'ရောနှော' }, content: { EN: '<p>en</p>' } },
  ]);
  await t.db.insert(s.helpItem).values([
    { title: { EN: 'Deposit', MY: 'ငွေသွင်းနည်း' }, content: { EN: '<p>d</p>', MY: '<p>ဒ</p>' }, position: 1 },
    { title: { EN: 'Register' }, content: { EN: '<p>r</p>' }, position: 0 },
    { title: { EN: 'Off' }, content: {}, active: false },
  ]);
});

const get = (path: string) => t.app.inject({ url: `/api/content/${path}` });
const titles = async (path: string) => {
  const res = await get(path);
  expect(res.statusCode).toBe(200);
  return AnnouncementsResponse.parse(res.json().value).list.map((a) => a.title);
};

describe('GET /api/content/announcements (spec 7 "Announcements")', () => {
  it('answers one group and type, platform M, enabled only, in position order', async () => {
    expect(await titles('announcements?types=B&groupName=m_reg&platform=M&language=EN')).toEqual([
      'First',
      'Second',
    ]);
  });

  it("answers Home's types B, PL, PU, H of m_home inside their time window, not type A", async () => {
    const res = await get('announcements?types=B,PL,PU,H&groupName=m_home&platform=M&language=EN');
    const { list } = AnnouncementsResponse.parse(res.json().value);
    expect(list.map((a) => [a.title, a.type, a.execution])).toEqual([
      ['ข่าว', 'PL', null],
      ['News', 'H', null],
      ['Popup', 'PU', 'B'],
      ['Running', 'PL', null],
    ]);
    // A window's start is when it shows as published.
    expect(list.find((a) => a.title === 'Running')?.publishedAt).toBeGreaterThan(Date.now() - 2 * HOUR);
  });

  it('answers in the language asked, else the merchant default (MY), else English, else any', async () => {
    expect(await titles('announcements?types=B&groupName=m_reg&platform=M&language=MY')).toEqual([
      'First (MY)',
      'Second (MY)',
    ]);
    expect(await titles('announcements?types=B&groupName=m_reg&platform=M&language=JA')).toEqual([
      'First (MY)',
      'Second (MY)',
    ]);
    expect(await titles('announcements?types=B&groupName=m_reg&platform=M')).toEqual([
      'First (MY)',
      'Second (MY)',
    ]);
    const res = await get('announcements?types=PL&groupName=m_other&platform=M&language=MY');
    expect(AnnouncementsResponse.parse(res.json().value).list).toMatchObject([
      { title: 'ရောနှော', content: '' },
    ]);
  });

  it.each([
    ['types=X&groupName=m_reg&platform=M', 'types'],
    ['types=B,&groupName=m_reg&platform=M', 'types'],
    ['types=B&groupName=M%20REG&platform=M', 'groupName'],
    ['types=B&groupName=m_reg&platform=W', 'platform'],
    ['groupName=m_reg&platform=M', 'types'],
    ['types=B&groupName=m_reg&platform=M&language=XX', 'language'],
    ['types=B&groupName=m_reg&platform=M&merchantCode=OTHER', 'merchantCode'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await get(`announcements?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    expect(res.json().error.message).toContain(field);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("accepts the merchant's own code", async () => {
    const res = await get('announcements?types=B&groupName=m_reg&platform=M&merchantCode=LOBBYDEMO');
    expect(res.statusCode).toBe(200);
  });
});

describe('the other public content calls', () => {
  it('notices: PL and B of every group inside their window, newest first, paged', async () => {
    const first = NoticesResponse.parse((await get('notices?language=EN&pageSize=3')).json().value);
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2 });
    expect(first.list.map((a) => a.title)).toEqual(['Mixed', 'ข่าว', 'First']);
    const second = NoticesResponse.parse((await get('notices?language=EN&pageSize=3&pageNo=2')).json().value);
    expect(second.list.map((a) => a.title)).toEqual(['Second', 'Running']);
    const past = NoticesResponse.parse((await get('notices?pageNo=3&pageSize=3')).json().value);
    expect(past).toMatchObject({ list: [], pageNum: 3, totalPages: 2 });
  });

  it('popular announcements are the popups (PU), lobby news type H, of m_home unless named', async () => {
    expect(await titles('popular?language=EN')).toEqual(['Popup']);
    expect(await titles('news?language=EN&platform=M')).toEqual(['News']);
    expect(await titles('news?groupName=m_reg')).toEqual([]);
  });

  it('help: enabled items in order, in lang with the fallback', async () => {
    const help = async (query: string) =>
      HelpResponse.parse((await get(`help?${query}`)).json().value).list.map((i) => i.title);
    expect(await help('device=MOBILE&lang=EN')).toEqual(['Register', 'Deposit']);
    expect(await help('device=MOBILE&lang=MY')).toEqual(['Register', 'ငွေသွင်းနည်း']);
  });

  it('home: announcements B, PL, PU, H of m_home, banners, hot matches and the service bar in one answer', async () => {
    const res = await get('home?language=EN&platform=M&merchantCode=LOBBYDEMO');
    const home = HomeContent.parse(res.json().value);
    expect(home.language).toBe('EN');
    expect(home.announcements.map((a) => a.title)).toEqual(['ข่าว', 'News', 'Popup', 'Running']);
    expect(home.serviceBar.facebook).toMatch(/^https:\/\/www\.facebook\.com\//);
    expect(HomeContent.parse((await get('home')).json().value).language).toBe('MY');
  });

  it.each([
    ['notices?pageSize=51', 'pageSize'],
    ['notices?pageNo=0', 'pageNo'],
    ['notices?pageNo=abc', 'pageNo'],
    ['popular?groupName=Home', 'groupName'],
    ['help?device=WEB', 'device'],
    ['help?lang=xx', 'lang'],
    ['home?platform=W', 'platform'],
    ['home?merchantCode=OTHER', 'merchantCode'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(field);
  });
});
