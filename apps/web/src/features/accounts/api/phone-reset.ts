import { type PhoneResetRequest, PhoneResetResponse, WEB_API_PATHS } from '@lobby/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** spec 2.7, 3 "Set password by phone", with an SMS code of purpose 'reset'. */
export function phoneReset(input: PhoneResetRequest) {
  return apiRequest(WEB_API_PATHS.passwordPhone, PhoneResetResponse, {
    method: 'POST',
    body: input,
    auth: false,
  });
}

export function usePhoneReset() {
  return useMutation({ mutationFn: phoneReset });
}
