import { Deposit, WEB_API_PATHS } from '@lobby/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** A manual deposit's receipt: the raw png or jpeg bytes, after the deposit exists (5 MB at most). */
export function uploadReceipt(depositId: string, file: Blob) {
  return apiRequest(WEB_API_PATHS.depositReceipt.replace(':id', depositId), Deposit, {
    method: 'PUT',
    raw: file,
  });
}
