import { API_PATHS, type SmsCodePurpose, type WhiteLabelFlag } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { countRows } from '../../test/rows.ts';
import { useTestApp } from '../../test/test-app.ts';

// Issue 8 item 15, decision 030: POST sms-code sends a code only for a method the merchant has
// switched on, and refuses the others before anything is written or sent.
const t = useTestApp();

const REGISTER_FLAGS: WhiteLabelFlag[] = ['MOBILENUMREG3', 'REGMOBVERF3'];
const ALL: WhiteLabelFlag[] = [...REGISTER_FLAGS, 'MOBILEVERCODELOGIN3', 'CHNGPASSVERIF3'];

async function onlyOn(on: WhiteLabelFlag[]) {
  for (const code of ALL) {
    await t.db
      .update(s.whiteLabelFlag)
      .set({ enabled: on.includes(code) })
      .where(eq(s.whiteLabelFlag.code, code));
  }
}

let counter = 0;
function send(purpose: SmsCodePurpose) {
  counter += 1;
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.smsCode,
    payload: { purpose, countryDialingCode: '+60', mobileNum: `1${String(counter).padStart(8, '0')}` },
    remoteAddress: `198.51.100.${counter}`,
  });
}

const written = async () => ({
  smsCode: await countRows(t.db, s.smsCode),
  outbox: await countRows(t.db, s.outboxMessage),
});

describe.each([
  { purpose: 'register', flags: [['MOBILENUMREG3'], ['REGMOBVERF3']] },
  { purpose: 'login', flags: [['MOBILEVERCODELOGIN3']] },
  { purpose: 'reset', flags: [['CHNGPASSVERIF3']] },
] as const)('POST sms-code for $purpose', ({ purpose, flags }) => {
  it('is refused with 403 FORBIDDEN (field purpose) while its method is off, writing and sending nothing', async () => {
    const needed: readonly WhiteLabelFlag[] = flags.flat();
    await onlyOn(ALL.filter((code) => !needed.includes(code)));
    const before = await written();
    const res = await send(purpose);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'FORBIDDEN', field: 'purpose' });
    expect(res.json().error.message).toMatch(/not available/);
    expect(await written()).toEqual(before);
  });

  it.each(flags.map((on) => [on.join('+'), on]))('is sent once %s is on', async (_name, on) => {
    await onlyOn([...on]);
    const before = await written();
    const res = await send(purpose);
    expect(res.statusCode).toBe(200);
    expect(await written()).toEqual({ smsCode: before.smsCode + 1, outbox: before.outbox + 1 });
  });
});
