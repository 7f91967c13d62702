import { LoginResponse, type PayloadPublicKey, type RegisterRequest, WEB_API_PATHS } from '@lobby/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface RegisterInput {
  payload: RegisterRequest;
  /** The start-up configuration's payloadKey: the body travels encrypted (spec 3). */
  key: PayloadPublicKey;
}

/** spec 7 "register": PUT with the encrypted payload; answers a login, since registering logs in. */
export function register({ payload, key }: RegisterInput) {
  return apiRequest(WEB_API_PATHS.register, LoginResponse, {
    method: 'PUT',
    body: payload,
    encryptWith: key,
    auth: false,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
