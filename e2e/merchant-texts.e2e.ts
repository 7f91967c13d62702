import { ROUTES } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhonePage } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';

// Issue 9, decision 038: the copyright line, the banner's words and the licence alt texts follow
// the language; the banner artwork has no words and keeps its reserved size. Since issue 10 the
// banners are a carousel (decision 046): the first slide's words are read, and the carousel's
// track (which does not move when it slides) is the banner's place.
const e2e = useServerAndBrowser();

const year = new Date().getFullYear();
const texts = (page: Page) =>
  page.evaluate(() => ({
    copyright: document.querySelector('footer .copyright')?.textContent,
    title: document.querySelector('.banner-title')?.textContent,
    text: document.querySelector('.banner-text')?.textContent,
    licences: Array.from(
      document.querySelectorAll('footer .licences .licence-name'),
      (name) => name.textContent,
    ),
    artworkAlt: document.querySelector('.banner-area img')?.getAttribute('alt'),
  }));
const bannerBox = (page: Page) => page.locator('.banner-track').boundingBox();

describe('merchant texts in the reader’s language (decision 038)', () => {
  it('shows Burmese first, English after switching, with the banner in the same place', async () => {
    const page = await newPhonePage(e2e.browser, e2e.server.url);
    await page.goto(ROUTES.home);
    await page.locator('.banner-title').first().waitFor();
    expect(await texts(page)).toEqual({
      copyright: `© ${year} Lucky Lantern။ မူပိုင်ခွင့်အားလုံး ရယူထားသည်။ ၁၈+ သာ။ တာဝန်သိစွာ ကစားပါ။`,
      title: '၁၀၀% ကြိုဆို ဘောနပ်စ်',
      text: 'အဖွဲ့ဝင်သစ်များ၏ ပထမဆုံး ငွေဖြည့်မှုအတွက်',
      licences: ['အသက် ၁၈ နှစ်နှင့်အထက်သာ', 'လိုင်စင်ရ လုပ်ငန်း', 'တရားမျှတသော ကစားနည်း အသိအမှတ်ပြု'],
      artworkAlt: '',
    });
    const burmeseBox = await bannerBox(page);
    expect(burmeseBox?.height).toBeCloseTo(((burmeseBox?.width ?? 0) * 300) / 750, 0);

    await page.locator('footer').getByRole('button', { name: /မြန်မာ/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.locator('.banner-title').first().textContent()).toBe('100% Welcome Bonus');
    expect(await texts(page)).toEqual({
      copyright: `© ${year} Lucky Lantern. All rights reserved. 18+ Play responsibly.`,
      title: '100% Welcome Bonus',
      text: 'For new members, on the first deposit',
      licences: ['18+ only', 'Licensed operator', 'Fair play certified'],
      artworkAlt: '',
    });
    // The footer's language button scrolled the page (Home is taller with its games tabs): the
    // banner is compared at the top of the page, where it was measured.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await bannerBox(page)).toEqual(burmeseBox);
    await page.context().close();
  });
});
