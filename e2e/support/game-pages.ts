import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { API_PATHS, type LaunchResponse } from '@lobby/shared';
import type { Browser, Page } from 'playwright-core';
import { newPhonePage } from './browser.ts';
import { memberCall } from './cashier.ts';
import type { E2eFixture } from './fixture.ts';

// The built-in vendors' game pages (issue 12, decision 080): their size budget, measured from
// the build's manifest, and a member's game opened the way the lobby opens it.

/** Issue 12: the pages' own light bundle, JS + CSS a game page loads, gzip. */
export const GAME_PAGES_BUDGET_BYTES = 30 * 1024;

const dist = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * What the heaviest game page loads: the entry with its CSS and static imports, then the
 * heaviest of the views it loads on demand (a family or the verify view, with their imports)
 * and the heaviest language's texts.
 */
export function measureGamePages(): { files: string[]; gzipBytes: number } {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/games-manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (key: string, into = new Set<string>(), seen = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return into;
    seen.add(key);
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const next of chunk.imports ?? []) closure(next, into, seen);
    return into;
  };
  const gzip = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const entry = closure('games.html');
  const heaviest = (keys: string[]) =>
    keys
      .map((key) => [...closure(key)].filter((file) => !entry.has(file)))
      .reduce<string[]>((best, files) => {
        const size = (list: string[]) => list.reduce((sum, file) => sum + gzip(file), 0);
        return size(files) > size(best) ? files : best;
      }, []);
  const dynamic = manifest['games.html']?.dynamicImports ?? [];
  const files = [
    ...entry,
    ...heaviest(dynamic.filter((key) => !key.includes('/locales/'))),
    ...heaviest(dynamic.filter((key) => key.includes('/locales/'))),
  ].filter((file) => /\.(js|css)$/.test(file));
  return { files, gzipBytes: files.reduce((sum, file) => sum + gzip(file), 0) };
}

/** GET /api/games/launch for the member: the game page's address (a path with its token). */
export async function launchGame(
  e2e: E2eFixture,
  token: string,
  nodeId: string,
  language = 'EN',
): Promise<string> {
  const query = new URLSearchParams({ nodeId, language, backUrl: '/m/home' });
  const { gameUrl } = await memberCall<LaunchResponse>(e2e, token, 'GET', `${API_PATHS.gameLaunch}?${query}`);
  return gameUrl;
}

/** A phone (390x844) on the game page, once the game has drawn. */
export async function openGame(browser: Browser, baseUrl: string, gameUrl: string): Promise<Page> {
  const page = await newPhonePage(browser, baseUrl);
  await page.goto(gameUrl);
  await page.getByTestId('play').waitFor();
  return page;
}

export const balanceOf = (page: Page) => page.getByTestId('balance').textContent();
