import { ROUTES, VALIDATION_BOUNDS } from '@lobby/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { languagePage } from './support/language-page.ts';
import { setFlag } from './support/member-api.ts';

// Issue 9, spec 1: numbers, ranges, codes and Latin words keep their order inside Arabic
// (decision 042), and the dialing-code picker names countries in the app language.
const e2e = useServerAndBrowser();
const FSI = '\u2068';
const PDI = '\u2069';

describe('right-to-left pages (issue 9, decision 042)', () => {
  it("isolate a rule's range as one left-to-right run, and keep typed names left to right", async () => {
    const page = await languagePage(e2e, 'AR');
    await page.goto(ROUTES.register);
    const username = page.locator('input[name="username"]');
    await username.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const { min, max } = VALIDATION_BOUNDS.username;
    expect(await username.getAttribute('placeholder')).toContain(`${FSI}${min}-${max}${PDI}`);
    // Empty, the input keeps the page's direction for its hint; typed, a name reads left to right.
    expect(await username.getAttribute('dir')).toBeNull();
    await username.fill('lantern_88');
    expect(await username.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
    const password = page.locator('input[name="password"]');
    await password.fill('river 88 lantern');
    expect(await password.getAttribute('dir')).toBe('ltr');
    await page.context().close();
  });
});

describe('the dialing-code picker (issue 9, spec 2.6)', () => {
  afterAll(async () => {
    await setFlag(e2e.server, 'USERNAMEREG3', true);
  });

  it('names the countries in the app language, sorted as that language sorts', async () => {
    // The mobile method alone: the picker shows without a method switch.
    await setFlag(e2e.server, 'MOBILENUMREG3', true);
    await setFlag(e2e.server, 'USERNAMEREG3', false);
    const page = await languagePage(e2e, 'TH');
    await page.goto(ROUTES.register);
    const options = page.locator('.dialing-code select option');
    await options.nth(5).waitFor({ state: 'attached' });
    const texts = await options.allTextContents();
    const thai = await page.evaluate(() => ({
      myanmar: new Intl.DisplayNames(['th'], { type: 'region' }).of('MM') ?? '',
      thailand: new Intl.DisplayNames(['th'], { type: 'region' }).of('TH') ?? '',
    }));
    expect(texts).toContain(`${thai.myanmar} (\u2066+95\u2069)`);
    expect(texts).toContain(`${thai.thailand} (\u2066+66\u2069)`);
    expect(texts.some((text) => text.startsWith('Myanmar'))).toBe(false);
    const names = texts.map((text) => text.replace(/ \(.*$/, ''));
    const sorted = await page.evaluate((list) => [...list].sort(new Intl.Collator('th').compare), names);
    expect(names).toEqual(sorted);
    await page.context().close();
  });
});
