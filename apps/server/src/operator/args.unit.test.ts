import { describe, expect, it } from 'vitest';
import { flatten, formatChanges, formatOutbox, parseArgs, UsageError } from './args.ts';

describe('parseArgs', () => {
  it.each([
    [[], { kind: 'help' }],
    [['config:show'], { kind: 'show' }],
    [
      ['config:set-flag', 'directreg3', 'off'],
      { kind: 'put', path: 'flags/DIRECTREG3', body: { enabled: false } },
    ],
    [['config:maintenance', 'on'], { kind: 'put', path: 'maintenance', body: { enabled: true } }],
    [
      ['config:languages', 'en', 'EN,MY'],
      { kind: 'put', path: 'languages', body: { default: 'EN', supported: ['EN', 'MY'] } },
    ],
    [
      ['config:block-country', 'add', 'sg'],
      { kind: 'edit-list', list: 'blockedCountries', op: 'add', value: 'SG' },
    ],
    [
      ['config:block-ip', 'remove', '10.0.0.0/8'],
      { kind: 'edit-list', list: 'blockedIpRanges', op: 'remove', value: '10.0.0.0/8' },
    ],
    [
      ['config:registration-rule', 'email', 'on', 'off'],
      { kind: 'put', path: 'registration-rules/email', body: { enabled: true, required: false } },
    ],
    [['config:image-cdns', 'none'], { kind: 'put', path: 'image-cdns', body: { urls: [] } }],
    [
      ['config:image-cdns', 'https://a.example,https://b.example'],
      { kind: 'put', path: 'image-cdns', body: { urls: ['https://a.example', 'https://b.example'] } },
    ],
    [
      ['config:main-domain', 'lobby.example'],
      { kind: 'put', path: 'main-domain', body: { mainDomain: 'lobby.example' } },
    ],
    [
      ['config:template', '1', '2'],
      { kind: 'put', path: 'mobile-template', body: { mem_cen: '1', dep_func: '2' } },
    ],
    [
      ['agreement:set', '--language', 'en', '--html', '<p>Be 18</p>'],
      { kind: 'post', path: 'user-agreement', body: { language: 'EN', html: '<p>Be 18</p>' } },
    ],
    [
      ['affiliate:create', '--agent', 'bob01', '--code', 'SPRING24'],
      { kind: 'post', path: 'affiliate-codes', body: { agent: 'bob01', code: 'SPRING24' } },
    ],
    [
      ['affiliate:create', '--code', 'spring24', '--domain', 'm.lobby.example', '--agent', 'bob01'],
      {
        kind: 'post',
        path: 'affiliate-codes',
        body: { agent: 'bob01', code: 'spring24', domain: 'm.lobby.example' },
      },
    ],
    [['audit'], { kind: 'audit', limit: 20 }],
    [['audit', '5'], { kind: 'audit', limit: 5 }],
    [['outbox'], { kind: 'outbox', limit: 20, channel: undefined }],
    [['outbox', '5'], { kind: 'outbox', limit: 5, channel: undefined }],
    [['outbox', '5', 'sms'], { kind: 'outbox', limit: 5, channel: 'sms' }],
    [['outbox', 'email'], { kind: 'outbox', limit: 20, channel: 'email' }],
  ])('%j', (argv, expected) => {
    expect(parseArgs(argv)).toEqual(expected);
  });

  it.each([
    [['nope'], /unknown command nope/],
    [['config:set-flag', 'NOPE3', 'on'], /unknown flag NOPE3/],
    [['config:set-flag', 'DIRECTREG3', 'yes'], /DIRECTREG3 must be on or off/],
    [['config:languages', 'EN'], /missing supported languages/],
    [['config:languages', 'EN', 'EN,XX'], /unknown language code XX/],
    [['config:block-ip', 'toggle', '10.0.0.0/8'], /expected add or remove/],
    [['config:registration-rule', 'shoeSize', 'on', 'on'], /unknown registration field shoeSize/],
    [['affiliate:create', '--code', 'SPRING24'], /missing --agent <account>/],
    [['agreement:set', '--html', '<p>a</p>'], /missing --language/],
    [['agreement:set', '--language', 'EN'], /either --file or --html/],
    [['agreement:set', '--language', 'EN', '--file', '/nonexistent/terms.html'], /cannot read/],
    [['affiliate:create', '--agent', 'bob01', '--code'], /missing value of --code/],
    [['affiliate:create', '--agent', 'a', '--agent', 'b', '--code', 'C0DE'], /--agent given twice/],
    [['affiliate:create', '--agent', 'bob01', '--code', 'C0DE', '--rate', '5'], /unexpected --rate/],
    [['affiliate:create', 'bob01', 'C0DE'], /unexpected bob01/],
    [['audit', '0'], /limit must be 1-500/],
    [['outbox', '0'], /expected a limit 1-500 or sms\|email/],
    [['outbox', '501'], /expected a limit 1-500/],
    [['outbox', 'fax'], /got fax/],
    [['config:cs-links', 'Live chat'], /pairs of <label> <url>/],
    [['config:resources', 'Windows=https://x.example'], /TYPE one of/],
    [['config:resources', '=https://x.example'], /TYPE one of/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(UsageError);
    expect(() => parseArgs(argv)).toThrow(message);
  });
});

describe('list commands', () => {
  it('replaces the customer-service links with label/url pairs, in order', () => {
    expect(
      parseArgs(['config:cs-links', 'Live chat', 'https://a.example/chat', 'Telegram', 'https://t.example']),
    ).toEqual({
      kind: 'put',
      path: 'customer-service',
      body: {
        links: [
          { label: 'Live chat', url: 'https://a.example/chat' },
          { label: 'Telegram', url: 'https://t.example' },
        ],
      },
    });
    expect(parseArgs(['config:cs-links', 'none'])).toEqual({
      kind: 'put',
      path: 'customer-service',
      body: { links: [] },
    });
  });

  it('replaces the download resources with TYPE=url pairs (a URL may hold "=")', () => {
    expect(
      parseArgs(['config:resources', 'Android=https://d.example/a.apk?v=2', 'IOS=https://d.example/ios']),
    ).toEqual({
      kind: 'put',
      path: 'resources',
      body: {
        resources: [
          { resourceType: 'Android', url: 'https://d.example/a.apk?v=2' },
          { resourceType: 'IOS', url: 'https://d.example/ios' },
        ],
      },
    });
  });
});

describe('formatChanges', () => {
  it('prints booleans as on/off, lists comma-separated, nothing as "no change"', () => {
    expect(formatChanges([{ field: 'DIRECTREG3', before: true, after: false }])).toEqual([
      'DIRECTREG3: on -> off',
    ]);
    expect(formatChanges([{ field: 'blockedCountries', before: [], after: ['SG', 'US'] }])).toEqual([
      'blockedCountries: none -> SG,US',
    ]);
    expect(formatChanges([])).toEqual(['no change']);
  });

  it('flattens nested configuration into lines', () => {
    expect(flatten({ a: { b: true, c: ['x'] }, d: 'e' })).toEqual(['a.b: on', 'a.c: x', 'd: e']);
  });
});

describe('formatOutbox', () => {
  const base = {
    at: '2026-11-23T09:00:00.000Z',
    channel: 'sms',
    recipient: '+60123456789',
    purpose: 'sms-login',
    status: 'sent',
    subject: null,
    body: 'Lucky Lantern: your verification code is 123456.',
    error: null,
  };

  it('prints time, channel, recipient, purpose and body on one line', () => {
    expect(formatOutbox(base)).toBe(
      '2026-11-23T09:00:00.000Z sms +60123456789 sms-login: Lucky Lantern: your verification code is 123456.',
    );
  });

  it('adds the subject, folds newlines and marks failures', () => {
    expect(
      formatOutbox({
        ...base,
        channel: 'email',
        recipient: 'a@example.com',
        purpose: 'email-reset',
        subject: 'Reset',
        body: 'line one\nline two',
        status: 'failed',
        error: 'connect ECONNREFUSED',
      }),
    ).toBe(
      '2026-11-23T09:00:00.000Z email a@example.com email-reset [failed: connect ECONNREFUSED]: Reset | line one line two',
    );
  });
});
