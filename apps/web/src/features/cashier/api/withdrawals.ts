import { WEB_API_PATHS, Withdrawal, WithdrawalRequest } from '@lobby/shared';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';

/** spec 7 "withdraw: request": the amount is held at once. */
export function createWithdrawal(request: WithdrawalRequest) {
  return apiRequest(WEB_API_PATHS.withdrawals, Withdrawal, {
    method: 'POST',
    body: WithdrawalRequest.parse(request),
  });
}

/** A pending withdrawal cancelled by the member: the held amount is released. */
export function cancelWithdrawal(id: string) {
  return apiRequest(WEB_API_PATHS.withdrawalCancel.replace(':id', id), Withdrawal, { method: 'POST' });
}

/** One of the member's withdrawals, asked again when its live event says it changed. */
export function getWithdrawal(id: string) {
  return apiGet(WEB_API_PATHS.withdrawal.replace(':id', id), Withdrawal);
}
