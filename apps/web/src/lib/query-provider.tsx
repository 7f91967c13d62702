import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { refetchLanguageDependent } from './language-queries.ts';
import { onLanguageChanged } from './translation.ts';

// TanStack Query arrives with the first lazy module that needs it (a screen, the logged-in
// header, the login modal), never with the first paint (issue 7, decision 026). Every such
// module renders inside QueryProvider, and all of them share this one client.

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false },
  },
});

// spec 1: game vendor lists and the lottery menu are fetched again when the language changes.
onLanguageChanged(() => void refetchLanguageDependent(queryClient));

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
