import type { WhiteLabelFlag } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { createTestMember } from '../../test/members.ts';
import { countRows } from '../../test/rows.ts';
import { auth, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

// decision 038: no flag change may leave a registration method's members without a way back in.

const putFlag = (code: WhiteLabelFlag, enabled: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/operator/config/flags/${code}`,
    headers: auth(),
    payload: { enabled },
  });

async function flags() {
  const res = await t.app.inject({ url: '/api/operator/config', headers: auth() });
  return res.json().value.whitelabel as Record<WhiteLabelFlag, boolean>;
}

async function expectRefused(code: WhiteLabelFlag, enabled: boolean, why: RegExp) {
  const before = { flags: await flags(), audit: await countRows(t.db, s.operatorAudit) };
  const res = await putFlag(code, enabled);
  expect(res.statusCode).toBe(400);
  const { error } = res.json();
  expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field: code });
  expect(error.message).toMatch(why);
  // Nothing written: neither the flag nor an audit row.
  expect({ flags: await flags(), audit: await countRows(t.db, s.operatorAudit) }).toEqual(before);
}

const allowed = async (code: WhiteLabelFlag, enabled: boolean) =>
  expect((await putFlag(code, enabled)).statusCode).toBe(200);

describe('PUT /api/operator/config/flags/:code, ways back in (decision 038)', () => {
  it('keeps at least one way back in for members who register by mobile number', async () => {
    // The demo seed: mobile registration with a password the member chooses.
    expect(await flags()).toMatchObject({
      MOBILENUMREG3: true,
      MOBILENUMPASSREG3: true,
      MOBILEVERCODELOGIN3: false,
      CHNGPASSVERIF3: false,
    });
    await expectRefused('MOBILENUMPASSREG3', false, /MOBILENUMREG3 on.*never log in again/);

    // With the SMS login on, the password may go; then the SMS login is the last way back.
    await allowed('MOBILEVERCODELOGIN3', true);
    await allowed('MOBILENUMPASSREG3', false);
    await expectRefused('MOBILEVERCODELOGIN3', false, /at least one of MOBILENUMPASSREG3/);

    // Mobile registration off: nothing to protect, until it comes back on without a way back.
    await allowed('CHNGPASSVERIF3', true);
    await allowed('MOBILEVERCODELOGIN3', false);
    await allowed('MOBILENUMREG3', false);
    await allowed('CHNGPASSVERIF3', false);
    await expectRefused('MOBILENUMREG3', true, /never log in again/);

    await allowed('MOBILENUMPASSREG3', true);
    await allowed('MOBILENUMREG3', true);
  });

  it('keeps an SMS way back in while members without a password of their own exist', async () => {
    const { member } = await createTestMember(t.db, {
      mobileDialingCode: '+95',
      mobileNum: '977000001',
      passwordChosen: false,
    });
    await allowed('CHNGPASSVERIF3', true);
    // Mobile registration off and passwords chosen by new members change nothing for this one.
    await allowed('MOBILENUMREG3', false);
    await expectRefused(
      'CHNGPASSVERIF3',
      false,
      /1 member\(s\) registered by mobile number without choosing a password/,
    );

    // Trial members never log in again by design, so they do not count.
    await t.db.update(s.member).set({ isTrial: true }).where(eq(s.member.id, member.id));
    await allowed('CHNGPASSVERIF3', false);
    await t.db.update(s.member).set({ isTrial: false }).where(eq(s.member.id, member.id));

    // Once the member has chosen a password (by phone, by link or by a change), it may go off.
    await allowed('MOBILEVERCODELOGIN3', true);
    await t.db.update(s.member).set({ passwordChosen: true }).where(eq(s.member.id, member.id));
    await allowed('MOBILEVERCODELOGIN3', false);
    await allowed('MOBILENUMREG3', true);
  });

  it('still changes other flags of a configuration that was already wrong, and lets it be mended', async () => {
    // A data dir seeded before decision 038: mobile registration with no way back in.
    await t.db
      .update(s.whiteLabelFlag)
      .set({ enabled: false })
      .where(eq(s.whiteLabelFlag.code, 'MOBILENUMPASSREG3'));
    await allowed('DIRECTREG3', false);
    await allowed('DIRECTREG3', true);
    await allowed('MOBILENUMPASSREG3', true);
  });
});
