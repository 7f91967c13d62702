import { SMS_CODE_MODULE, type SmsCodePurpose, SmsCodeResponse, WEB_API_PATHS } from '@lobby/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface SendSmsCodeInput {
  purpose: SmsCodePurpose;
  countryDialingCode: string;
  mobileNum: string;
}

/** spec 7 "send SMS code": answers value.expiredMinutes, the countdown's length (spec 9). */
export function sendSmsCode(input: SendSmsCodeInput) {
  return apiRequest(WEB_API_PATHS.smsCode, SmsCodeResponse, {
    method: 'POST',
    body: { ...input, module: SMS_CODE_MODULE },
    auth: false,
  });
}

export function useSendSmsCode() {
  return useMutation({ mutationFn: sendSmsCode });
}
