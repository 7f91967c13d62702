import { describe, expect, it } from 'vitest';
import { createTestMember } from '../test/members.ts';
import { useOperatorCli } from '../test/operator-cli.ts';
import { parseArgs } from './args.ts';

// The inbox's commands end to end: the CLI against a real listening server (decision 047).
const { t, cli } = useOperatorCli();

describe('message commands', () => {
  it('sends to one member and to all, and lists both with the welcome message', async () => {
    const { member } = await createTestMember(t.db);
    const one = await cli(
      'message:send',
      '--to',
      member.account,
      '--language',
      'en',
      '--title',
      'Hi',
      '--html',
      '<p>a</p>',
    );
    expect(one.code).toBe(0);
    expect(one.out[0]).toMatch(/^message\.\d+: null -> \{"to":/);
    expect(
      (await cli('message:send', '--all', '--language', 'MY', '--title', 'မင်္ဂလာပါ', '--html', '<p>b</p>'))
        .code,
    ).toBe(0);
    const listed = await cli('message:list', '5');
    expect(listed.out[0]).toMatch(/#\d+ to all, read by 0: MY မင်္ဂလာပါ$/);
    expect(listed.out[1]).toContain(`to ${member.account}, read by 0: EN Hi`);
    expect(listed.out.at(-1)).toMatch(/^welcome message: .*EN Welcome to Lucky Lantern/);
  });

  it('sets one language of the welcome message', async () => {
    const res = await cli('message:welcome', '--language', 'en', '--title', 'Hello', '--html', '<p>Hi</p>');
    expect(res).toMatchObject({ code: 0, err: [] });
    expect(res.out[0]).toMatch(/^welcomeMessage\.EN: /);
    expect((await cli('message:list')).out.at(-1)).toContain('EN Hello');
  });

  it('says what is wrong before calling the server', async () => {
    expect((await cli('message:send', '--language', 'EN', '--title', 'a', '--html', 'b')).err).toEqual([
      'error: give either --to <account> or --all',
    ]);
    expect(
      (await cli('message:send', '--all', '--to', 'x', '--language', 'EN', '--title', 'a', '--html', 'b'))
        .code,
    ).toBe(1);
    expect((await cli('message:welcome', '--language', 'EN', '--title', 'a')).err).toEqual([
      'error: give either --file or --html',
    ]);
    expect(() => parseArgs(['message:list', '0'])).toThrow(/1-500/);
  });

  it('prints the server refusal of an unknown member', async () => {
    const res = await cli(
      'message:send',
      '--to',
      'nobodyhere',
      '--language',
      'EN',
      '--title',
      'a',
      '--html',
      'b',
    );
    expect(res.code).toBe(1);
    expect(res.err[0]).toContain('nobodyhere');
  });
});
