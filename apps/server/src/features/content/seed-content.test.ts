import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { countRows } from '../../test/rows.ts';
import { auth, useTestApp } from '../../test/test-app.ts';
import { contentSeedDir, seedContent } from './seed-content.ts';

// Issue 10: the demo merchant's living home, seeded once in MY and EN.
const t = useTestApp();
const burmese = /[\u1000-\u109f]/;

describe('the demo content seed', () => {
  it('has 5 notices, the three popups, lobby news, in MY (real Burmese) and EN', async () => {
    const rows = await t.db.select().from(s.announcement);
    const of = (type: string) => rows.filter((r) => r.type === type);
    expect(of('PL')).toHaveLength(5);
    expect(
      of('PU')
        .map((r) => r.execution)
        .sort(),
    ).toEqual(['A', 'B', 'F']);
    expect(of('H').length).toBeGreaterThanOrEqual(1);
    for (const row of rows) {
      expect(row).toMatchObject({ groupName: 'm_home', platform: 'M', active: true });
      expect(Object.keys(row.title).sort()).toEqual(['EN', 'MY']);
      expect(row.title.MY).toMatch(burmese);
      expect(row.content.MY).toMatch(burmese);
      expect(row.content.EN).toMatch(/^<p>/);
    }
    // Decision 051: the member popup's go-to button (to /m/rewardCenter) comes from its promotion
    // code, not from a link in its content; the other popups advertise no promotion.
    expect(of('PU').map((r) => [r.execution, r.promotionType])).toEqual(
      expect.arrayContaining([
        ['A', 'DAILY_REWARD'],
        ['B', null],
        ['F', null],
      ]),
    );
    expect(of('PU').some((r) => r.content.EN?.includes('/m/rewardCenter'))).toBe(false);
  });

  it('has 6 help items in MY and EN, in order, and the service-bar links', async () => {
    const res = await t.app.inject({ url: '/api/content/help?device=MOBILE&lang=EN' });
    const titles = res.json().value.list.map((i: { title: string }) => i.title);
    expect(titles).toEqual([
      'How do I register?',
      'How do I deposit?',
      'How do I withdraw?',
      'I forgot my password',
      'How do I install the app?',
      'How do I contact customer service?',
    ]);
    const my = await t.app.inject({ url: '/api/content/help?lang=MY' });
    for (const item of my.json().value.list) expect(item.title + item.content).toMatch(burmese);
    const [bar] = await t.db.select().from(s.serviceBar);
    expect(bar?.facebook).toMatch(/^https:\/\/www\.facebook\.com\//);
    expect(bar?.telegram1).toMatch(/^https:\/\/t\.me\//);
    expect(bar?.telegram2).toMatch(/^https:\/\/t\.me\//);
  });

  it('writes nothing again once the tables have rows, so operator changes survive a restart', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/operator/config/service-bar',
      headers: auth(),
      payload: { facebook: null },
    });
    const before = [await countRows(t.db, s.announcement), await countRows(t.db, s.helpItem)];
    expect(await seedContent(t.db, contentSeedDir(t.config.seedFile))).toEqual({
      announcements: 0,
      help: 0,
      serviceBar: 0,
    });
    expect([await countRows(t.db, s.announcement), await countRows(t.db, s.helpItem)]).toEqual(before);
    expect((await t.db.select().from(s.serviceBar))[0]?.facebook).toBeNull();
  });

  it('seeds an empty table again, and none from a missing directory', async () => {
    await t.db.delete(s.helpItem);
    expect(await seedContent(t.db, contentSeedDir(t.config.seedFile))).toMatchObject({ help: 6 });
    expect(await seedContent(t.db, '/nonexistent')).toEqual({ announcements: 0, help: 0, serviceBar: 0 });
  });
});
