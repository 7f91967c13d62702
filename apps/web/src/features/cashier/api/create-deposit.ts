import {
  Deposit,
  GatewayDepositRequest,
  GatewayDepositResponse,
  languageInfo,
  ManualDepositRequest,
  WEB_API_PATHS,
} from '@lobby/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/** spec 7 "manual transfer": a bank transfer the operator approves or rejects. */
export function createManualDeposit(request: ManualDepositRequest) {
  return apiRequest(WEB_API_PATHS.manualDeposit, Deposit, {
    method: 'POST',
    body: ManualDepositRequest.parse(request),
  });
}

/**
 * spec 7 "payment gateway": a pending deposit and the gateway's checkout page to send the member
 * to, in the app's language (the server hands the gateway the request's Accept-Language).
 */
export function createGatewayDeposit(request: GatewayDepositRequest) {
  return apiRequest(WEB_API_PATHS.gatewayDeposit, GatewayDepositResponse, {
    method: 'POST',
    body: GatewayDepositRequest.parse(request),
    acceptLanguage: languageInfo(currentLanguage()).tag,
  });
}
