import { describe, expect, it } from 'vitest';
import { createTestMember } from '../test/members.ts';
import { useOperatorCli } from '../test/operator-cli.ts';
import { main } from './cli.ts';

// End to end: the CLI's main function against a real listening server.
const { t, env, cli } = useOperatorCli();

describe('operator CLI', () => {
  it('switches a flag and prints the change', async () => {
    expect(await cli('config:set-flag', 'DIRECTREG3', 'off')).toEqual({
      code: 0,
      out: ['DIRECTREG3: on -> off'],
      err: [],
    });
    expect((await cli('config:set-flag', 'DIRECTREG3', 'off')).out).toEqual(['no change']);
  });

  it('adds and removes a blocked IP range', async () => {
    expect((await cli('config:block-ip', 'add', '203.0.113.0/24')).out).toEqual([
      'blockedIpRanges: none -> 203.0.113.0/24',
    ]);
    expect((await cli('config:block-ip', 'remove', '203.0.113.0/24')).out).toEqual([
      'blockedIpRanges: 203.0.113.0/24 -> none',
    ]);
  });

  it('shows the configuration and the audit', async () => {
    const show = await cli('config:show');
    expect(show.out).toContain('merchantCode: LOBBYDEMO');
    expect(show.out).toContain('whitelabel.DIRECTREG3: off');
    const audit = await cli('audit', '1');
    expect(audit.out).toHaveLength(1);
    expect(audit.out[0]).toMatch(/operator config:block-ip: blockedIpRanges: 203\.0\.113\.0\/24 -> none$/);
  });

  it('adds, lists, disables and removes an announcement, and sets the service bar (docs/operator-content.md)', async () => {
    const added = await cli(
      'announcement:add',
      '--type',
      'PL',
      '--group',
      'm_home',
      '--title-EN',
      'From the CLI',
      '--content-EN',
      '<p>Hi<script>x()</script></p>',
    );
    expect(added.code).toBe(0);
    expect(added.out[0]).toMatch(/^announcement\.(\d+): null -> .*"content":\{"EN":"<p>Hi<\/p>"\}/);
    const id = /^announcement\.(\d+)/.exec(added.out[0] ?? '')?.[1] ?? '';
    const line = (await cli('announcement:list')).out.find((l) => l.startsWith(`#${id} `));
    expect(line).toBe(`#${id} PL m_home M position 0 (EN): From the CLI`);
    expect((await cli('announcement:disable', id)).out).toEqual([`announcement.${id}.enabled: on -> off`]);
    expect((await cli('announcement:remove', id)).code).toBe(0);
    expect(await cli('announcement:remove', id)).toMatchObject({
      code: 1,
      err: [`error: No announcement ${id}`],
    });
    expect((await cli('config:service-bar', '--telegram2', '')).out).toEqual([
      'serviceBar.telegram2: https://t.me/luckylantern_support -> null',
    ]);
    expect((await cli('config:service-bar')).out).toContain('telegram2: none');
  });

  it('lists the outbox newest first, one message per line', async () => {
    expect(await cli('outbox')).toEqual({ code: 0, out: ['no messages'], err: [] });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/verification/sms-code',
      // 'register': the demo seed has mobile registration on and the SMS login off (issue 8 item 15).
      payload: { purpose: 'register', countryDialingCode: '+60', mobileNum: '123456789' },
    });
    expect(sent.statusCode).toBe(200);
    const result = await cli('outbox', '5', 'sms');
    expect(result.out).toEqual([
      expect.stringMatching(
        /^\S+ sms \+60123456789 sms-register: Lucky Lantern: your verification code is \d{6}\./,
      ),
    ]);
    expect((await cli('outbox', 'email')).out).toEqual(['no messages']);
  });

  it('creates an invitation code, making the member an agent', async () => {
    const { member } = await createTestMember(t.db);
    expect(await cli('affiliate:create', '--agent', member.account, '--code', 'spring24')).toEqual({
      code: 0,
      out: [
        `affiliateCode.SPRING24: null -> {"agent":"${member.account}","domain":null}`,
        `member.${member.account}.customerType: 0 -> 1`,
      ],
      err: [],
    });
    const again = await cli('affiliate:create', '--agent', member.account, '--code', 'Spring24');
    expect(again).toEqual({ code: 1, out: [], err: ['error: code: this invitation code already exists'] });
  });

  it('prints one error line and exits 1 on a refused value', async () => {
    const result = await cli('config:main-domain', 'not a domain');
    expect(result.code).toBe(1);
    expect(result.err).toEqual([expect.stringMatching(/^error: mainDomain: /)]);
  });

  it('says so when no server answers', async () => {
    const result = await main(
      ['config:show'],
      { ...env, PORT: '1' },
      () => {},
      (line) => {
        expect(line).toBe(
          'error: no Lobby server answers at http://127.0.0.1:1 (is it running with the same PORT?)',
        );
      },
    );
    expect(result).toBe(1);
  });

  it('refuses a wrong token', async () => {
    const result = await main(
      ['config:show'],
      { ...env, OPERATOR_TOKEN: 'x'.repeat(40) },
      () => {},
      () => {},
    );
    expect(result).toBe(1);
  });
});
