import type { Check } from './checks.ts';

/**
 * JSON text read back from outside the code (the page's inline start-up configuration, the
 * stored session), answered only when it parses and passes its check: anything else reads as
 * nothing, never as a trusted value.
 */
export function parseCheckedJson<T>(text: string | null | undefined, check: Check<T>): T | null {
  if (!text) return null;
  try {
    const parsed = check.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
