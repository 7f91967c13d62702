import {
  type ChangePaymentPasswordRequest,
  type ResetPaymentPasswordRequest,
  type SetPaymentPasswordRequest,
  WEB_API_PATHS,
} from '@lobby/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshSecurity } from './invalidate.ts';

// The payment password's three calls (issue 11): set, change, reset. One file, since they are
// one form in three modes and answer nothing but success.

export type PaymentPasswordCall =
  | { mode: 'set'; body: SetPaymentPasswordRequest }
  | { mode: 'change'; body: ChangePaymentPasswordRequest }
  | { mode: 'reset'; body: ResetPaymentPasswordRequest };

export function savePaymentPassword(call: PaymentPasswordCall) {
  const path =
    call.mode === 'reset'
      ? WEB_API_PATHS.securityPaymentPasswordReset
      : WEB_API_PATHS.securityPaymentPassword;
  return apiRequest(path, z.null(), { method: call.mode === 'change' ? 'PUT' : 'POST', body: call.body });
}

export function useSavePaymentPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePaymentPassword, onSuccess: () => refreshSecurity(queryClient) });
}
