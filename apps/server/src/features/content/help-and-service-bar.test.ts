import { HelpResponse } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { auth, useTestApp } from '../../test/test-app.ts';

// The operator's help centre (spec 2.13) and service-bar links (spec 2.4): audited, cleaned,
// visible on the next public call, bad input refused naming the field and writing nothing.
const t = useTestApp();

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/operator/${url}`, headers: auth(), ...(payload ? { payload } : {}) });
const lastAudit = async () => (await call('GET', 'audit?limit=1')).json().value.entries[0];
const helpTitles = async (lang: string) =>
  HelpResponse.parse(
    (await t.app.inject({ url: `/api/content/help?device=MOBILE&lang=${lang}` })).json().value,
  ).list.map((i) => i.title);

describe('help:add, list, change, remove', () => {
  it('adds an item with cleaned HTML, audited, answered in its languages', async () => {
    const res = await call('POST', 'help-items', {
      title: { EN: 'Bonus rules', MY: 'ဘောနပ်စ် စည်းကမ်း' },
      content: {
        EN: '<p>Read <a href="/m/activity" onclick="x()">the rules</a></p><script>alert(1)</script>',
      },
      position: 0,
    });
    expect(res.statusCode).toBe(200);
    const { list } = (await call('GET', 'help-items')).json().value;
    const item = list.find((i: { title: { EN: string } }) => i.title.EN === 'Bonus rules');
    expect(item.content).toEqual({ EN: '<p>Read <a href="/m/activity">the rules</a></p>' });
    expect(await lastAudit()).toMatchObject({ command: 'help:add', changes: [{ field: `help.${item.id}` }] });
    expect(await helpTitles('MY')).toContain('ဘောနပ်စ် စည်းကမ်း');
    expect(await helpTitles('TH')).toContain('ဘောနပ်စ် စည်းကမ်း');
  });

  it('changes, disables and removes one, each audited and shown on the next call', async () => {
    await call('POST', 'help-items', { title: { EN: 'Temp' }, position: 99 });
    const { list } = (await call('GET', 'help-items')).json().value;
    const { id } = list.find((i: { title: { EN: string } }) => i.title.EN === 'Temp');
    await call('PATCH', `help-items/${id}`, { title: { EN: 'Renamed' } });
    expect(await lastAudit()).toMatchObject({
      command: 'help:change',
      changes: [{ field: `help.${id}.title`, before: { EN: 'Temp' }, after: { EN: 'Renamed' } }],
    });
    expect(await helpTitles('EN')).toContain('Renamed');
    await call('PATCH', `help-items/${id}`, { enabled: false });
    expect(await helpTitles('EN')).not.toContain('Renamed');
    expect((await call('DELETE', `help-items/${id}`)).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ command: 'help:remove' });
    expect((await call('DELETE', `help-items/${id}`)).statusCode).toBe(404);
  });

  it.each([
    ['title', { title: {} }],
    ['title', { title: { EN: '  ' } }],
    ['content.TH', { title: { EN: 'a' }, content: { TH: '<p>x</p>' } }],
    ['position', { title: { EN: 'a' }, position: 1.5 }],
    ['enabled', { title: { EN: 'a' }, enabled: 'no' }],
    ['colour', { title: { EN: 'a' }, colour: 'red' }],
  ])('refuses a bad %s and writes nothing', async (field, payload) => {
    const before = await t.db.select().from(s.helpItem);
    const res = await call('POST', 'help-items', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(field);
    expect(await t.db.select().from(s.helpItem)).toEqual(before);
  });

  it('answers 404 for an unknown item', async () => {
    const res = await call('PATCH', 'help-items/424242', { enabled: false });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('config:service-bar', () => {
  const home = async () =>
    (await t.app.inject({ url: '/api/content/home?language=EN' })).json().value.serviceBar;

  it('sets the links given, clears one with null, audits each, and Home shows it at once', async () => {
    const before = await home();
    const res = await call('PUT', 'config/service-bar', {
      facebook: 'https://www.facebook.com/another.page',
      telegram1: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.changes).toEqual([
      {
        field: 'serviceBar.facebook',
        before: before.facebook,
        after: 'https://www.facebook.com/another.page',
      },
      { field: 'serviceBar.telegram1', before: before.telegram1, after: null },
    ]);
    expect(await lastAudit()).toMatchObject({ command: 'config:service-bar' });
    expect(await home()).toEqual({
      facebook: 'https://www.facebook.com/another.page',
      telegram1: null,
      telegram2: before.telegram2,
    });
    expect((await call('GET', 'config/service-bar')).json().value).toEqual(await home());
    expect((await call('PUT', 'config/service-bar', { telegram1: null })).json().value.changes).toEqual([]);
  });

  it.each([
    ['facebook', { facebook: 'javascript:alert(1)' }],
    ['telegram1', { telegram1: 'tg://resolve?domain=x' }],
    ['telegram2', { telegram2: '//t.me/x' }],
    ['whatsapp', { whatsapp: 'https://wa.me/1' }],
  ])('refuses a bad %s and writes nothing', async (field, payload) => {
    const before = await t.db.select().from(s.serviceBar);
    const res = await call('PUT', 'config/service-bar', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(field);
    expect(await t.db.select().from(s.serviceBar)).toEqual(before);
  });
});
