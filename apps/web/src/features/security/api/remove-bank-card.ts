import { BankCardsResponse, WEB_API_PATHS } from '@lobby/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshSecurity } from './invalidate.ts';

export function removeBankCard(id: number) {
  return apiRequest(WEB_API_PATHS.securityBankCard.replace(':id', String(id)), BankCardsResponse, {
    method: 'DELETE',
  });
}

export function useRemoveBankCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeBankCard, onSuccess: () => refreshSecurity(queryClient) });
}
