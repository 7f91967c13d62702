import type { HomeContent } from '@lobby/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test-support/memory-storage.ts';

// Issue 10, decision 049: Home's content comes from the page when it is in the reader's
// language, else from one call, and is asked for again once it is a minute old.

const content = (language: 'MY' | 'EN', title = 'Notice'): HomeContent => ({
  language,
  announcements: [
    { id: 1, type: 'PL', title, content: '', execution: null, promotionType: null, publishedAt: 1 },
  ],
  banners: [],
  hotMatches: [],
  serviceBar: { facebook: null, telegram1: null, telegram2: null },
});

function pageCarries(value: unknown) {
  vi.stubGlobal('document', {
    getElementById: (id: string) =>
      id === 'lobby-home-content' ? { textContent: JSON.stringify(value) } : null,
  });
}

function serverAnswers(...values: unknown[]) {
  const fetch = vi.fn(async (_url: string) => {
    const value = values.length > 1 ? values.shift() : values[0];
    if (value instanceof Error) throw value;
    return new Response(JSON.stringify({ success: true, value }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** A fresh store (module state) for each case. */
async function store() {
  vi.resetModules();
  return import('./home-content.ts');
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('home content store', () => {
  it('paints from the page when it carries the asked language, without a call', async () => {
    pageCarries(content('MY'));
    const fetch = serverAnswers(content('MY', 'from the server'));
    const { refreshHomeContent, readHomeContent } = await store();
    refreshHomeContent('MY', 'LOBBYDEMO', 1000);
    expect(readHomeContent()).toEqual(content('MY'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("has the page's copy at the very first read, before any effect asks (nothing appears a frame late)", async () => {
    pageCarries(content('MY'));
    const fetch = serverAnswers(content('MY', 'from the server'));
    const { readHomeContent } = await store();
    // The app's language before any choice is the merchant default, MY (lib/i18n.ts).
    expect(readHomeContent()).toEqual(content('MY'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("leaves the page's copy in another language unread at the first read", async () => {
    pageCarries(content('EN'));
    serverAnswers(content('MY'));
    const { readHomeContent } = await store();
    expect(readHomeContent()).toBeNull();
  });

  it('calls for another language, with the platform and merchant code', async () => {
    pageCarries(content('MY'));
    const fetch = serverAnswers(content('EN'));
    const { refreshHomeContent, readHomeContent } = await store();
    refreshHomeContent('EN', 'LOBBYDEMO', 1000);
    await settle();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/content/home?language=EN&platform=M&merchantCode=LOBBYDEMO');
    expect(readHomeContent()).toEqual(content('EN'));
  });

  it('calls when the page carries nothing, or something of the wrong shape', async () => {
    pageCarries({ language: 'MY', banners: 'none' });
    const fetch = serverAnswers(content('MY'));
    const { refreshHomeContent, readHomeContent } = await store();
    refreshHomeContent('MY', 'LOBBYDEMO', 1000);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(readHomeContent()).toEqual(content('MY'));
  });

  it('asks again only once the content is a minute old, and keeps it when that fails', async () => {
    pageCarries(content('MY'));
    const fetch = serverAnswers(new Error('offline'), content('MY', 'changed by the operator'));
    const { refreshHomeContent, readHomeContent, HOME_CONTENT_MAX_AGE_MS } = await store();
    refreshHomeContent('MY', 'LOBBYDEMO', 1000);
    refreshHomeContent('MY', 'LOBBYDEMO', 1000 + HOME_CONTENT_MAX_AGE_MS - 1);
    expect(fetch).not.toHaveBeenCalled();

    refreshHomeContent('MY', 'LOBBYDEMO', 1000 + HOME_CONTENT_MAX_AGE_MS);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(readHomeContent()).toEqual(content('MY'));

    refreshHomeContent('MY', 'LOBBYDEMO', 1000 + HOME_CONTENT_MAX_AGE_MS + 1);
    await settle();
    expect(readHomeContent()).toEqual(content('MY', 'changed by the operator'));
  });

  it('makes one call for several asks at once', async () => {
    pageCarries(null);
    const fetch = serverAnswers(content('EN'));
    const { refreshHomeContent } = await store();
    refreshHomeContent('EN', 'LOBBYDEMO', 1000);
    refreshHomeContent('EN', 'LOBBYDEMO', 1000);
    refreshHomeContent('EN', 'LOBBYDEMO', 1000);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
