import { AnnouncementsResponse } from '@lobby/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
beforeAll(async () => {
  await t.db.insert(s.announcement).values([
    { type: 'B', groupName: 'm_reg', title: 'Welcome bonus', content: '<p>Join</p>', position: 1 },
    { type: 'B', groupName: 'm_reg', title: 'First', content: '<p>Top</p>', position: 0 },
    { type: 'B', groupName: 'm_reg', title: 'Hidden', content: '', active: false },
    { type: 'PU', groupName: 'm_home', title: 'Popup', content: '<p>Hi</p>', execution: 'B' },
    { type: 'H', groupName: 'm_home', title: 'News', content: '<p>News</p>' },
    { type: 'A', groupName: 'm_home', title: 'Agents only', content: '<p>A</p>' },
  ]);
});

function get(query: string) {
  return t.app.inject({ url: `/api/content/announcements?${query}` });
}

describe('GET /api/content/announcements (spec 7 "Announcements")', () => {
  it('answers the register notices (types B, group m_reg, platform M) in position order, active only', async () => {
    const res = await get('types=B&groupName=m_reg&platform=M');
    expect(res.statusCode).toBe(200);
    const { list } = AnnouncementsResponse.parse(res.json().value);
    expect(list.map((a) => a.title)).toEqual(['First', 'Welcome bonus']);
  });

  it('answers several types of the home group, with the popup execution', async () => {
    const res = await get('types=B,PL,PU,H&groupName=m_home&platform=M');
    const { list } = AnnouncementsResponse.parse(res.json().value);
    expect(list.map((a) => [a.title, a.execution])).toEqual([
      ['News', null],
      ['Popup', 'B'],
    ]);
  });

  it.each([
    ['types=X&groupName=m_reg&platform=M', 'types'],
    ['types=B&groupName=M%20REG&platform=M', 'groupName'],
    ['types=B&groupName=m_reg&platform=W', 'platform'],
    ['groupName=m_reg&platform=M', 'types'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    expect(JSON.stringify(res.json().error)).toContain(field);
  });
});
