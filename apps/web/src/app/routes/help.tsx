import type { QueryClient } from '@tanstack/react-query';
import { helpQueryOptions } from '../../features/content/api/get-help.ts';
import { HelpScreen } from '../../features/content/screens/help-screen.tsx';
import { currentLanguage } from '../../lib/i18n.ts';

// /m/help, /m/helpDetail (spec 2.13): the help items start loading with the screen's code.

export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(helpQueryOptions(currentLanguage()));
}

export function Component() {
  return <HelpScreen />;
}
