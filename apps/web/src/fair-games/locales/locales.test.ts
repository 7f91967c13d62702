import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES } from '@lobby/shared';
import { describe, expect, it } from 'vitest';

// The game pages' own texts (decision 080) in every language of spec 1: each file has exactly
// English's keys, none empty, with the same {{placeholders}}. The pages have no plurals (their
// texts avoid them), so the keys are the same in every language.

const dir = fileURLToPath(new URL('.', import.meta.url));
const load = (code: string) =>
  JSON.parse(readFileSync(`${dir}/${code.toLowerCase()}.json`, 'utf8')) as Record<string, string>;
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort().join(' ');

describe('game page texts', () => {
  const en = load('EN');

  it('has one file for every language, and no other', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.sort()).toEqual(LANGUAGE_CODES.map((code) => `${code.toLowerCase()}.json`).sort());
  });

  it.each(LANGUAGE_CODES)('%s has every key of EN, none empty, with the same placeholders', (code) => {
    const texts = load(code);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
    const problems = Object.entries(en).flatMap(([key, english]) => {
      const text = texts[key] ?? '';
      if (!text.trim()) return [`${key} is empty`];
      return placeholders(text) === placeholders(english) ? [] : [`${key}: placeholders differ`];
    });
    expect(problems).toEqual([]);
  });

  it('names an error text for every code the pages show (context.ts errorText)', () => {
    for (const code of [
      'INSUFFICIENT_BALANCE',
      'GAME_SESSION_INVALID',
      'SESSION_EXPIRED',
      'VENDOR_MAINTENANCE',
    ]) {
      expect(en[`error_${code}`]).toBeTruthy();
    }
  });
});
