import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, ROUTES } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { titleKey } from '../lib/layout-rules.ts';

const dir = fileURLToPath(new URL('.', import.meta.url));

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.slice(0, -1)];
  return Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`));
}

function load(code: string): string[] {
  return keys(JSON.parse(readFileSync(`${dir}/${code.toLowerCase()}.json`, 'utf8'))).sort();
}

describe('locales (spec 1)', () => {
  const en = load('EN');

  it('has one file for every language, and no other', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
    expect(files).toEqual(LANGUAGES.map((l) => `${l.code.toLowerCase()}.json`).sort());
  });

  it('EN and MY are complete: neither lacks a key of the other', () => {
    expect(load('MY')).toEqual(en);
  });

  it.each(LANGUAGES.map((l) => l.code))(
    '%s holds only keys that EN has (the rest fall back to EN)',
    (code) => {
      expect(load(code).filter((key) => !en.includes(key))).toEqual([]);
    },
  );

  it('has a title for every route', () => {
    for (const path of Object.values(ROUTES)) expect(en).toContain(titleKey(path));
  });
});
