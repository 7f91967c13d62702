import { SMS_CODE_MODULE, SmsCodeResponse, WEB_API_PATHS } from '@lobby/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** An SMS code of purpose 'payment' to the member's own number (decision 058). */
export function sendPaymentCode(target: { countryDialingCode: string; mobileNum: string }) {
  return apiRequest(WEB_API_PATHS.smsCode, SmsCodeResponse, {
    method: 'POST',
    body: { purpose: 'payment', ...target, module: SMS_CODE_MODULE },
  });
}

export function useSendPaymentCode() {
  return useMutation({ mutationFn: sendPaymentCode });
}
