import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { auth, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const add = (payload: object, headers: Record<string, string> = auth()) =>
  t.app.inject({ method: 'POST', url: '/api/operator/announcements', headers, payload });
const rows = () => t.db.select().from(s.announcement);

describe('POST /api/operator/announcements (announcement:add)', () => {
  it('stores sanitised HTML, audits it, and the register screen call answers it', async () => {
    const res = await add({
      type: 'B',
      group: 'm_reg',
      title: '  Welcome bonus  ',
      content: '<p onclick="x()">Join <b>now</b></p><script>alert(1)</script>',
      position: 2,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await rows();
    expect(row).toMatchObject({
      type: 'B',
      groupName: 'm_reg',
      title: 'Welcome bonus',
      content: '<p>Join <b>now</b></p>',
      execution: null,
      position: 2,
    });
    const audit = await t.app.inject({ url: '/api/operator/audit?limit=1', headers: auth() });
    expect(audit.json().value.entries[0]).toMatchObject({ command: 'announcement:add' });
    const pub = await t.app.inject({ url: '/api/content/announcements?types=B&groupName=m_reg&platform=M' });
    expect(pub.json().value.list).toMatchObject([
      { title: 'Welcome bonus', content: '<p>Join <b>now</b></p>' },
    ]);
  });

  it.each([
    [{ type: 'X', group: 'm_reg', title: 'a', content: '' }, 'type'],
    [{ type: 'B', group: 'Home!', title: 'a', content: '' }, 'group'],
    [{ type: 'B', group: 'm_reg', title: '   ', content: '' }, 'title'],
    [{ type: 'PU', group: 'm_home', title: 'a', content: '', execution: 'Z' }, 'execution'],
    [{ type: 'B', group: 'm_reg', title: 'a', content: '', extra: 1 }, 'body'],
  ])('refuses %j naming %s, and writes nothing', async (payload, field) => {
    const before = (await rows()).length;
    const res = await add(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(res.json().error)).toContain(field);
    expect((await rows()).length).toBe(before);
  });

  it('needs the operator token', async () => {
    const res = await add({ type: 'B', group: 'm_reg', title: 'a', content: '' }, {});
    expect(res.statusCode).toBe(401);
  });
});
