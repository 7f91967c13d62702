import { readFileSync } from 'node:fs';
import { API_PATHS, type HomeContent, LANGUAGES, type LanguageCode, STORAGE_KEYS } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPhonePage } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { operatorPut } from './support/server.ts';

// spec 1 and issue 9: a newcomer's first screens read wholly in each of the 29 languages: the
// page's language and direction are that language's, no raw key shows, and in a language not
// written in Latin letters no Latin word shows that the language's own texts do not use (an
// English fallback or a text written into a component would).
const e2e = useServerAndBrowser({ ownServer: true });
const SCREENS = ['/m/home', '/m/login', '/m/register', '/m/trail'] as const;

type Table = { [key: string]: string | Table };
const localeFile = (path: string): Table =>
  JSON.parse(readFileSync(new URL(`../apps/web/src/locales/${path}`, import.meta.url), 'utf8')) as Table;

function entries(table: Table, prefix = ''): [string, string][] {
  return Object.entries(table).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v] as [string, string]] : entries(v, `${prefix}${k}.`),
  );
}

const KEYS = new Set(
  [...entries(localeFile('en.json')), ...entries(localeFile('accounts/en.json'))].map(([k]) => k),
);
const latinWords = (text: string) => text.match(/[A-Za-z]{3,}/g) ?? [];

/** Latin words a language's own texts use (brand names, "SMS", "a-z"): allowed on its screens. */
function ownLatinWords(code: LanguageCode): Set<string> {
  const file = code.toLowerCase();
  const texts = [...entries(localeFile(`${file}.json`)), ...entries(localeFile(`accounts/${file}.json`))];
  return new Set(texts.flatMap(([, text]) => latinWords(text).map((w) => w.toLowerCase())));
}

/**
 * The merchant's own content (brand, support labels) may be in any script; "Live" is the
 * Russian and Kazakh banners' loanword (Live-казино).
 */
const MERCHANT_WORDS = new Set(['lucky', 'lantern', 'telegram', 'viber', 'facebook', 'messenger', 'live']);

/**
 * Latin words of the content every language may show as it is (decision 043): notices written
 * only in the merchant's default language (MY), which other languages fall back to, name
 * payment brands (KBZPay, WavePay); hot matches' league and team names are proper names the
 * operator writes once. Banners are not among them: they are written in every language.
 */
async function fallbackContentWords(): Promise<Set<string>> {
  const response = await fetch(`${e2e.server.url}${API_PATHS.homeContent}?language=MY&platform=M`);
  const { value } = (await response.json()) as { value: HomeContent };
  const texts = [
    ...value.announcements.map((a) => a.title),
    ...value.hotMatches.flatMap((m) => [m.league, m.homeTeam, m.awayTeam]),
  ];
  return new Set(texts.flatMap(latinWords).map((w) => w.toLowerCase()));
}

async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, [hidden], [aria-hidden="true"]')) continue;
      if (parent.getClientRects().length === 0) continue;
      out.push(text);
    }
    for (const el of Array.from(document.querySelectorAll('[placeholder], [aria-label], img[alt]'))) {
      for (const name of ['placeholder', 'aria-label', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/**
 * Waits until the screen has fetched all it fetches (lazy parts, their texts, content): no
 * request in flight and none started over two rounds of two frames. Playwright's `networkidle`
 * waits a fixed 500 ms after the last one, on each of 116 screens, and the page keeps drawing
 * meanwhile; this waits for the state itself.
 */
function requestsSettled(page: Page): () => Promise<void> {
  let inFlight = 0;
  let started = 0;
  page.on('request', () => {
    inFlight += 1;
    started += 1;
  });
  const finished = () => {
    inFlight -= 1;
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  const twoFrames = () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
        ),
    );
  return async () => {
    let quietRounds = 0;
    while (quietRounds < 2) {
      const before = started;
      await twoFrames();
      quietRounds = inFlight === 0 && started === before ? quietRounds + 1 : 0;
    }
  };
}

const NON_LATIN = LANGUAGES.filter(
  (l) => !['EN', 'ES', 'ID', 'MS', 'PT', 'PT-BR', 'TL', 'UR-LATN', 'TR', 'UZ', 'FR', 'VI'].includes(l.code),
);

describe('every listed language reads wholly in itself (spec 1, issue 9)', () => {
  let contentWords = new Set<string>();
  beforeAll(async () => {
    contentWords = await fallbackContentWords();
    await operatorPut(e2e.server, 'config/languages', {
      default: 'MY',
      supported: LANGUAGES.map((l) => l.code),
    });
  });

  it.each(LANGUAGES.map((l) => [l.code, l] as const))('%s', async (code, language) => {
    const page = await newPhonePage(e2e.browser, e2e.server.url);
    await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: STORAGE_KEYS.language,
      value: code,
    });
    const allowed = ownLatinWords(code);
    const settled = requestsSettled(page);
    for (const path of SCREENS) {
      await page.goto(path);
      await page.locator('main').first().waitFor();
      await settled();
      const html = await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
      expect(html, path).toEqual([language.tag, language.dir]);
      const texts = await visibleTexts(page);
      expect(
        texts.filter((text) => KEYS.has(text)),
        `${path}: raw keys`,
      ).toEqual([]);
      if (NON_LATIN.some((l) => l.code === code)) {
        const stray = texts.flatMap(latinWords).filter((w) => {
          const word = w.toLowerCase();
          return !allowed.has(word) && !MERCHANT_WORDS.has(word) && !contentWords.has(word);
        });
        expect(stray, `${path}: Latin words that ${code}'s texts do not use`).toEqual([]);
      }
    }
    await page.context().close();
  });
});
