import { type ComponentType, lazy } from 'react';

/** The module holding the one QueryClient; importing it loads TanStack Query. */
export const loadQueries = () => import('./query-provider.tsx');

/**
 * A lazy component that may use TanStack Query: its code and the query module load side by side,
 * and it renders inside the shared client's provider.
 */
export function lazyWithQueries<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { QueryProvider }] = await Promise.all([load(), loadQueries()]);
    return {
      default: (props: P) => (
        <QueryProvider>
          <Component {...props} />
        </QueryProvider>
      ),
    };
  });
}
