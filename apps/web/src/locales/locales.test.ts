import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COMPLETE_LANGUAGES, LANGUAGES, ROUTES, VALIDATION_MESSAGES } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { titleKey } from '../lib/layout-rules.ts';
import type { MessageTable } from '../lib/messages.ts';
import { expectedKeys, localeProblems } from './locale-check.ts';

const dir = fileURLToPath(new URL('.', import.meta.url));

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.slice(0, -1)];
  return Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`));
}

function table(code: string, part = ''): MessageTable {
  return JSON.parse(readFileSync(`${dir}/${part}${code.toLowerCase()}.json`, 'utf8')) as MessageTable;
}

function load(code: string, part = ''): string[] {
  return keys(table(code, part)).sort();
}

const tagOf = (code: string) => LANGUAGES.find((l) => l.code === code)?.tag ?? code;

/** Locale parts (lib/i18n.ts): texts loaded with the screens that need them. */
const PARTS = [
  'accounts/',
  'guest/',
  'content/',
  'member/',
  'inbox/',
  'download/',
  'security/',
  'records/',
  'gameRecords/',
  'profitLoss/',
  'cashier/',
  'games/',
  'lottery/',
];

describe('locales (spec 1)', () => {
  const en = load('EN');

  it('has one file for every language, and no other', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
    expect(files).toEqual(LANGUAGES.map((l) => `${l.code.toLowerCase()}.json`).sort());
  });

  it.each(COMPLETE_LANGUAGES)(
    '%s is complete: the keys of EN with the same placeholders (it never falls back)',
    (code) => {
      expect(localeProblems(table('EN'), table(code), tagOf(code))).toEqual([]);
    },
  );

  it.each(LANGUAGES.map((l) => l.code))(
    '%s holds only keys that EN has (the rest fall back to EN)',
    (code) => {
      const known = expectedKeys(en, tagOf(code));
      expect(load(code).filter((key) => !known.has(key))).toEqual([]);
    },
  );

  describe.each(PARTS)('part %s', (part) => {
    const enPart = load('EN', part);
    const languages = readdirSync(`${dir}/${part}`)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length));

    it.each(COMPLETE_LANGUAGES)('has %s complete: the keys of EN, same placeholders', (code) => {
      expect(localeProblems(table('EN', part), table(code, part), tagOf(code))).toEqual([]);
    });

    it('has files only for known languages, each with keys EN has', () => {
      for (const code of languages) {
        expect(LANGUAGES.map((l) => l.code.toLowerCase())).toContain(code);
        // A language's own plural forms (Russian's x_few) count as English's x_other.
        const tag = LANGUAGES.find((l) => l.code.toLowerCase() === code)?.tag ?? code;
        const known = expectedKeys(enPart, tag);
        expect(load(code, part).filter((key) => !known.has(key))).toEqual([]);
      }
    });

    it('shares no key with the shell, so a merge never overwrites a text', () => {
      expect(enPart.filter((key) => en.includes(key))).toEqual([]);
    });
  });

  it('has a text for every message key of the shared validation rules (spec 5)', () => {
    const all = [...en, ...PARTS.flatMap((part) => load('EN', part))];
    for (const key of Object.values(VALIDATION_MESSAGES)) expect(all).toContain(key);
  });

  it('has a title for every route', () => {
    for (const path of Object.values(ROUTES)) expect(en).toContain(titleKey(path));
  });
});
