import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSeedFile } from './seed.ts';

const DEMO = join(import.meta.dirname, '../../../seed/demo-merchant.json');
const dir = mkdtempSync(join(tmpdir(), 'lobby-seed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The demo seed with `change` applied, written to a file of its own. */
function seedWith(change: (seed: { whitelabel: Record<string, boolean> }) => void): string {
  const seed = JSON.parse(readFileSync(DEMO, 'utf8'));
  change(seed);
  const path = join(dir, `seed-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(seed));
  return path;
}

describe('readSeedFile', () => {
  it('reads the demo merchant: a Myanmar merchant in Burmese by default (decision 038)', () => {
    const seed = readSeedFile(DEMO);
    expect(seed.currency).toEqual({ code: 'MMK', symbol: 'K' });
    expect(seed.languages.default).toBe('MY');
    expect(seed.brand.licenceImages[0]?.alt.MY).toBeTruthy();
    expect(seed.brand.licenceImages[0]?.alt.EN).toBeTruthy();
  });

  it('stops the start with one line when mobile registrants would have no way back in', () => {
    const path = seedWith((seed) => {
      Object.assign(seed.whitelabel, {
        MOBILENUMREG3: true,
        MOBILENUMPASSREG3: false,
        MOBILEVERCODELOGIN3: false,
        CHNGPASSVERIF3: false,
      });
    });
    expect(() => readSeedFile(path)).toThrow(
      /^Invalid seed file .*: whitelabel: with MOBILENUMREG3 on, at least one of MOBILENUMPASSREG3, MOBILEVERCODELOGIN3 or CHNGPASSVERIF3 must be on/,
    );
  });

  it('accepts mobile registration with only the SMS login as the way back in', () => {
    const path = seedWith((seed) => {
      Object.assign(seed.whitelabel, { MOBILENUMPASSREG3: false, MOBILEVERCODELOGIN3: true });
    });
    expect(readSeedFile(path).whitelabel.MOBILEVERCODELOGIN3).toBe(true);
  });
});
