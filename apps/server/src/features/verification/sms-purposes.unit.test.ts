import { WHITE_LABEL_FLAGS, type WhiteLabelFlag, type WhiteLabelFlags } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { smsPurposeOpen } from './sms-purposes.ts';

const flags = (on: WhiteLabelFlag[]): WhiteLabelFlags =>
  Object.fromEntries(WHITE_LABEL_FLAGS.map((code) => [code, on.includes(code)])) as WhiteLabelFlags;

describe('smsPurposeOpen (issue 8 item 15)', () => {
  it.each([
    ['register', [], false],
    ['register', ['USERNAMEREG3', 'MOBILENUMPASSREG3', 'MOBILEVERCODELOGIN3', 'CHNGPASSVERIF3'], false],
    ['register', ['MOBILENUMREG3'], true],
    ['register', ['REGMOBVERF3'], true],
    ['register', ['USERNAMEREG3', 'REGMOBVERF3'], true],
    ['login', ['MOBILENUMREG3', 'REGMOBVERF3', 'CHNGPASSVERIF3'], false],
    ['login', ['MOBILEVERCODELOGIN3'], true],
    ['reset', ['MOBILENUMREG3', 'REGMOBVERF3', 'MOBILEVERCODELOGIN3'], false],
    ['reset', ['CHNGPASSVERIF3'], true],
    ['payment', [], true],
  ] as const)('%s with %j on: %s', (purpose, on, open) => {
    expect(smsPurposeOpen(purpose, flags([...on]))).toBe(open);
  });
});
