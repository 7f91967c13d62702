import { LoginResponse } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { bearer, knownCaptcha, sendEncrypted, walletBalance } from '../../test/accounts.ts';
import { freshMobile, knownSmsCode, register } from '../../test/accounts-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

// Issue 9: with the demo seed's flags, a member who registers by mobile number can log out and
// log in again (decision 038). Nothing here changes a flag.

const password = 'golden pagoda 1948';

/** Registers by mobile number (the mobile method, MOBILENUMPASSREG3) with `typed` as typed. */
async function registerByMobile(mobile: ReturnType<typeof freshMobile>, typed: string) {
  const { code } = await knownSmsCode(t.db, { purpose: 'register', ...mobile });
  return register(t, {
    countryDialingCode: mobile.countryDialingCode,
    mobileNum: typed,
    verificationCode: code,
    password,
    confirmPassword: password,
    registerMethod: 'H5',
    type: 0,
    ...(await knownCaptcha(t.db)),
  });
}

describe('a member registered by mobile number, on the demo seed', () => {
  it('logs out and logs in again with the number and the password chosen at registration', async () => {
    const config = (await t.app.inject({ url: '/api/merchant/config' })).json().value;
    expect(config.whitelabel).toMatchObject({ MOBILENUMREG3: true, MOBILENUMPASSREG3: true });

    const mobile = freshMobile();
    const registered = await registerByMobile(mobile, mobile.mobileNum);
    expect(registered.statusCode).toBe(200);
    const { token, userName } = LoginResponse.parse(registered.json().value);
    expect(userName).toBe(`95${mobile.mobileNum}`);

    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/api/accounts/session',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    expect((await walletBalance(t, token)).statusCode).toBe(401);

    // spec 2.7's way: the mobile number as username, with its dialing code.
    const byNumber = await sendEncrypted(t, 'POST', '/api/accounts/login', {
      type: 'username',
      username: mobile.mobileNum,
      countryDialingCode: mobile.countryDialingCode,
      password,
    });
    expect(byNumber.statusCode).toBe(200);
    const again = LoginResponse.parse(byNumber.json().value);
    expect(again.userName).toBe(userName);
    expect((await walletBalance(t, again.token)).statusCode).toBe(200);
  });

  it('logs in from the login screen as the member knows the number: national form, no dialing code', async () => {
    const mobile = freshMobile();
    // Typed as members in Myanmar write it: with the trunk 0 and spaces (09 ...).
    const registered = await registerByMobile(
      mobile,
      `0${mobile.mobileNum.slice(0, 3)} ${mobile.mobileNum.slice(3)}`,
    );
    expect(registered.statusCode).toBe(200);
    const { userName } = LoginResponse.parse(registered.json().value);
    expect(userName).toBe(`95${mobile.mobileNum}`);

    // The login screen's username method sends no dialing code: the merchant's (+95) applies.
    for (const username of [`0${mobile.mobileNum}`, mobile.mobileNum]) {
      const login = await sendEncrypted(t, 'POST', '/api/accounts/login', {
        type: 'username',
        username,
        password,
      });
      expect(login.statusCode, username).toBe(200);
      expect(LoginResponse.parse(login.json().value).userName).toBe(userName);
    }
    const wrong = await sendEncrypted(t, 'POST', '/api/accounts/login', {
      type: 'username',
      username: `0${mobile.mobileNum}`,
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
  });
});
