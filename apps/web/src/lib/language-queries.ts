import type { QueryClient } from '@tanstack/react-query';

// spec 1: game vendor lists and the lottery menu are fetched again when the language changes.
// A query whose answer depends on the language says so with this meta flag.
export const LANGUAGE_DEPENDENT = { languageDependent: true } as const;

export function refetchLanguageDependent(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.meta?.languageDependent === true });
}
