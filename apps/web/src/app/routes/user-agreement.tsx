import type { QueryClient } from '@tanstack/react-query';
import { userAgreementQueryOptions } from '../../features/content/api/get-user-agreement.ts';
import { UserAgreementScreen } from '../../features/content/screens/user-agreement-screen.tsx';
import { currentLanguage } from '../../lib/i18n.ts';

// /m/useragreement (spec 2.1, 2.6 item 7; decision 041): the text starts with the screen's code.

export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(userAgreementQueryOptions(currentLanguage()));
}

export function Component() {
  return <UserAgreementScreen />;
}
