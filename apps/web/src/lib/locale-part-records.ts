import type { MessageTable } from './messages.ts';

// The record screens' texts by language (issue 11 "Records"; decision 070), as a map of its own
// chunk: Home's first paint carries one entry for the part instead of one per language (29
// hashed file names), which kept the shell inside its 100 KB budget (decision 007).
export const files = import.meta.glob<{ default: MessageTable }>('../locales/records/*.json');
