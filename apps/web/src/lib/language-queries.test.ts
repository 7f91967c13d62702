import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_DEPENDENT, refetchLanguageDependent } from './language-queries.ts';

describe('language change (spec 1)', () => {
  it('refetches the queries that depend on the language, and only those', async () => {
    const client = new QueryClient();
    const calls = { games: 0, config: 0 };
    const games = client.getQueryCache().build(client, {
      queryKey: ['games'],
      queryFn: async () => ++calls.games,
      meta: LANGUAGE_DEPENDENT,
    });
    const config = client
      .getQueryCache()
      .build(client, { queryKey: ['config'], queryFn: async () => ++calls.config });
    await Promise.all([games.fetch(), config.fetch()]);
    expect(calls).toEqual({ games: 1, config: 1 });

    await refetchLanguageDependent(client);
    expect(games.state.isInvalidated).toBe(true);
    expect(config.state.isInvalidated).toBe(false);
    client.clear();
  });
});
