import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from '../args.ts';
import { contentLines } from './content.ts';

// The content commands (docs/operator-content.md): per-language texts, ids, files, clearing.
const dir = mkdtempSync(join(tmpdir(), 'lobby-cli-content-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('content commands', () => {
  it('announcement:add takes titles and contents per language, a window and a position', () => {
    const html = file('en.html', '<p>From a file</p>');
    expect(
      parseArgs([
        'announcement:add',
        '--type',
        'PU',
        '--group',
        'm_home',
        '--title-MY',
        'ကြိုဆိုပါသည်',
        '--title-en',
        'Welcome',
        '--content-MY',
        '<p>မင်္ဂလာပါ</p>',
        '--content-file-EN',
        html,
        '--execution',
        'B',
        '--promotion-type',
        'DAILY_REWARD',
        '--start',
        '2026-12-01T00:00:00+06:30',
        '--position',
        '2',
      ]),
    ).toEqual({
      kind: 'call',
      method: 'POST',
      path: 'announcements',
      show: 'changes',
      body: {
        type: 'PU',
        group: 'm_home',
        title: { MY: 'ကြိုဆိုပါသည်', EN: 'Welcome' },
        content: { MY: '<p>မင်္ဂလာပါ</p>', EN: '<p>From a file</p>' },
        execution: 'B',
        promotionType: 'DAILY_REWARD',
        startsAt: '2026-12-01T00:00:00+06:30',
        position: 2,
      },
    });
  });

  it('announcement:add --file sends the JSON body as it is', () => {
    const body = { type: 'PL', group: 'm_home', title: { EN: 'x' } };
    expect(parseArgs(['announcement:add', '--file', file('a.json', JSON.stringify(body))])).toMatchObject({
      body,
    });
  });

  it.each([
    [['announcement:list'], { method: 'GET', path: 'announcements', show: 'announcements' }],
    [
      ['announcement:change', '7', '--end', 'none', '--title-MY', '', '--promotion-type', 'none'],
      {
        method: 'PATCH',
        path: 'announcements/7',
        body: { endsAt: null, title: { MY: '' }, promotionType: null },
      },
    ],
    [['announcement:enable', '7'], { method: 'PATCH', path: 'announcements/7', body: { enabled: true } }],
    [['announcement:disable', '7'], { method: 'PATCH', path: 'announcements/7', body: { enabled: false } }],
    [['announcement:remove', '7'], { method: 'DELETE', path: 'announcements/7' }],
    [
      ['help:add', '--title-EN', 'Deposit', '--content-EN', '<p>d</p>', '--position', '1'],
      {
        method: 'POST',
        path: 'help-items',
        body: { title: { EN: 'Deposit' }, content: { EN: '<p>d</p>' }, position: 1 },
      },
    ],
    [['help:list'], { method: 'GET', path: 'help-items', show: 'help-items' }],
    [
      ['help:change', '3', '--title-MY', 'ငွေသွင်း'],
      { method: 'PATCH', path: 'help-items/3', body: { title: { MY: 'ငွေသွင်း' } } },
    ],
    [['help:remove', '3'], { method: 'DELETE', path: 'help-items/3' }],
    [['config:service-bar'], { method: 'GET', path: 'config/service-bar', show: 'service-bar' }],
    [
      ['config:service-bar', '--facebook', 'https://facebook.com/x', '--telegram2', ''],
      {
        method: 'PUT',
        path: 'config/service-bar',
        body: { facebook: 'https://facebook.com/x', telegram2: null },
      },
    ],
  ])('%j', (argv, expected) => {
    expect(parseArgs(argv)).toMatchObject({ kind: 'call', ...expected });
  });

  it.each([
    [['announcement:add', '--title-XX', 'a'], /unexpected --title-XX/],
    [['announcement:add', '--colour', 'red'], /unexpected --colour/],
    [['announcement:add', '--title-EN', 'a', '--title-en', 'b'], /given twice/],
    [['announcement:add', '--title-EN'], /missing value of --title-EN/],
    [['announcement:add', '--position', 'top'], /--position must be a whole number/],
    [['announcement:add', '--content-file-EN', '/nonexistent.html'], /cannot read/],
    [['announcement:add', '--file', '/nonexistent.json'], /cannot read/],
    [['announcement:add', '--file', 'x.json', '--type', 'B'], /--file carries the whole body/],
    [['announcement:change', 'abc'], /expected an id/],
    [['announcement:remove'], /expected an id/],
    [['help:change', '0'], /expected an id/],
    [['config:service-bar', '--whatsapp', 'x'], /unexpected --whatsapp/],
  ])('%j fails with %s', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(UsageError);
    expect(() => parseArgs(argv)).toThrow(message);
  });
});

describe('contentLines', () => {
  it('prints one line per announcement with id, type, group, state, window and a title', () => {
    const lines = contentLines('announcements', {
      list: [
        {
          id: 4,
          type: 'PU',
          group: 'm_home',
          platform: 'M',
          execution: 'B',
          promotionType: 'DAILY_REWARD',
          position: 0,
          enabled: false,
          startsAt: '2026-12-01T00:00:00.000Z',
          endsAt: null,
          title: { MY: 'ကြိုဆို', EN: 'Welcome' },
        },
      ],
    });
    expect(lines).toEqual([
      '#4 PU m_home M execution B promotion DAILY_REWARD position 0 [disabled] 2026-12-01T00:00:00.000Z to … (MY,EN): Welcome',
    ]);
    expect(contentLines('help-items', { list: [] })).toEqual(['none']);
    expect(
      contentLines('service-bar', { facebook: null, telegram1: 'https://t.me/a', telegram2: null }),
    ).toEqual(['facebook: none', 'telegram1: https://t.me/a', 'telegram2: none']);
  });
});
