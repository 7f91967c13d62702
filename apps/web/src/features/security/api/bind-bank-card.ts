import { BankCard, type BindBankCardRequest, WEB_API_PATHS } from '@lobby/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshSecurity } from './invalidate.ts';

export function bindBankCard(body: BindBankCardRequest) {
  return apiRequest(WEB_API_PATHS.securityBankCards, BankCard, { method: 'POST', body });
}

export function useBindBankCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bindBankCard, onSuccess: () => refreshSecurity(queryClient) });
}
