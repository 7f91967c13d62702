import { type LoginRequest, LoginResponse, type PayloadPublicKey, WEB_API_PATHS } from '@lobby/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * spec 3, 7 "login": the body travels encrypted with the server's key. Failures: LOGIN_FAILED
 * (value.captcha after repeated failures), CAPTCHA_REQUIRED, CAPTCHA_INVALID, RATE_LIMITED,
 * SMS_CODE_* for the SMS method, FORBIDDEN when that method is off.
 */
export function login(body: LoginRequest, payloadKey: PayloadPublicKey) {
  return apiRequest(WEB_API_PATHS.login, LoginResponse, {
    method: 'POST',
    body,
    encryptWith: payloadKey,
    auth: false,
  });
}

export function useLogin(payloadKey: PayloadPublicKey) {
  return useMutation({ mutationFn: (body: LoginRequest) => login(body, payloadKey) });
}
