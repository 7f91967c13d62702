import { AgentAnnouncementsResponse } from '@lobby/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { bearer } from '../../test/accounts.ts';
import { createTestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';

// Agent home's announcements (spec 2.15, 3 "Announcement footer", 7 "Agent home"; decision 048).

const t = useTestApp();
const ids: Record<string, number> = {};
beforeAll(async () => {
  const rows = await t.db
    .insert(s.announcement)
    .values([
      {
        type: 'A',
        groupName: 'm_home',
        title: { EN: 'Agent rebate up' },
        content: { EN: '<p>1</p>' },
        position: 1,
      },
      {
        type: 'A',
        groupName: 'm_home',
        title: { EN: 'New contract terms' },
        content: { EN: '<p>2</p>' },
        position: 0,
      },
      { type: 'A', groupName: 'm_home', title: { EN: 'Withdrawn' }, content: { EN: '' }, active: false },
      { type: 'A', groupName: 'm_reg', title: { EN: 'Other group' }, content: { EN: '' } },
      { type: 'PL', groupName: 'm_home', title: { EN: 'Players only' }, content: { EN: '' } },
    ])
    .returning({ id: s.announcement.id, title: s.announcement.title });
  for (const row of rows) ids[row.title.EN ?? ''] = row.id;
});

const agent = () => createTestMember(t.db, { customerType: 1 });
const get = (token: string, query = 'types=A&groupName=m_home') =>
  t.app.inject({ url: `/api/content/agent-announcements?${query}`, headers: bearer(token) });
const read = (token: string, id: number | string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/content/agent-announcements/${id}/read`,
    headers: bearer(token),
  });

describe('GET agentAnnouncements (types A, groupName m_home; value.footer.unreadCount)', () => {
  it("answers the group's enabled type-A announcements in order, each read or not, and the unread count", async () => {
    const { token } = await agent();
    const res = await get(token);
    expect(res.statusCode).toBe(200);
    const value = AgentAnnouncementsResponse.parse(res.json().value);
    expect(value.list.map((a) => [a.title, a.read])).toEqual([
      ['New contract terms', false],
      ['Agent rebate up', false],
    ]);
    expect(value.footer.unreadCount).toBe(2);
  });

  it('marks one read for that agent only; the footer answers the new count', async () => {
    const [a, b] = [await agent(), await agent()];
    const res = await read(a.token, ids['Agent rebate up'] ?? 0);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ footer: { unreadCount: 1 } });
    // Twice is still once.
    expect((await read(a.token, ids['Agent rebate up'] ?? 0)).json().value.footer.unreadCount).toBe(1);
    const mine = AgentAnnouncementsResponse.parse((await get(a.token)).json().value);
    expect(mine.list.find((x) => x.title === 'Agent rebate up')?.read).toBe(true);
    expect(AgentAnnouncementsResponse.parse((await get(b.token)).json().value).footer.unreadCount).toBe(2);
  });

  it('answers 404 for a disabled, non-agent or unknown announcement, and writes nothing', async () => {
    const { token, member } = await agent();
    for (const title of ['Withdrawn', 'Players only']) {
      expect((await read(token, ids[title] ?? 0)).statusCode).toBe(404);
    }
    expect((await read(token, 999_999)).statusCode).toBe(404);
    const receipts = await t.db.select().from(s.announcementRead);
    expect(receipts.filter((r) => r.memberId === member.id)).toEqual([]);
  });

  it('is for agents: member types 0, 4 and 40 get 403 (spec 5 "Agent check")', async () => {
    for (const customerType of [0, 4, 40]) {
      const { token } = await createTestMember(t.db, { customerType });
      expect((await get(token)).statusCode).toBe(403);
      expect((await read(token, ids['Agent rebate up'] ?? 0)).statusCode).toBe(403);
    }
  });

  it.each([
    ['types=PL&groupName=m_home', 'types'],
    ['groupName=m_home', 'types'],
    ['types=A&groupName=M%20HOME', 'groupName'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const { token } = await agent();
    const res = await get(token, query);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error)).toContain(field);
  });

  it('needs a session', async () => {
    expect(
      (await t.app.inject({ url: '/api/content/agent-announcements?types=A&groupName=m_home' })).statusCode,
    ).toBe(401);
  });
});
