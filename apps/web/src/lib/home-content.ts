import type { HomeContent } from '@lobby/shared';

// Home's content (issue 10): the value the served page carries inline, else the home content
// call. The home work of issue 10 fills this in.

/** Home's content in the current language, or null until it is known. */
export function useHomeContent(): HomeContent | null {
  return null;
}
