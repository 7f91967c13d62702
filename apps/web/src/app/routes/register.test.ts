import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerAnnouncementsQueryOptions } from '../../features/content/api/get-announcements.ts';
import { prefetch } from './register.tsx';

// issue 7 "Loaders and prefetch": the register route asks for its announcements (spec 2.6)
// with its code, through the factory the screen reads, so the screen finds them cached.

afterEach(() => vi.unstubAllGlobals());

describe('register route prefetch', () => {
  it('fills the cache entry the notices read, with one call', async () => {
    const list = [
      {
        id: 1,
        type: 'B',
        title: 'Welcome',
        content: '<p>Hi</p>',
        execution: null,
        promotionType: null,
        publishedAt: 0,
      },
    ];
    const fetch = vi.fn(
      async (_url: string) => new Response(JSON.stringify({ success: true, value: { list } })),
    );
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient();
    prefetch(queryClient);
    const { queryKey } = registerAnnouncementsQueryOptions();
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKey)).toBeDefined());
    expect(queryClient.getQueryData(queryKey)).toMatchObject({ list: [{ id: 1, title: 'Welcome' }] });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/announcements\?types=B&groupName=m_reg&platform=M$/);
  });
});
