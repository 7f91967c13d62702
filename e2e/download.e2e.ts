import { ROUTES, STORAGE_KEYS } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, phoneContextOptions } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { languagePage } from './support/language-page.ts';
import { settledShots } from './support/pages.ts';
import { operatorPut } from './support/server.ts';

// The download bar and popup of spec 2.10 on the seeded demo merchant (Android and IOS links,
// an AppDownloadIcon), as real phones see them (decision 053).
const e2e = useServerAndBrowser({ ownServer: true });
const shot = settledShots('download');

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1.2 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
};
const SEEDED = {
  android: 'https://lobby.example/mm/download/lucky-lantern.apk',
  ios: 'https://lobby.example/mm/download/ios',
};

/** A phone with this user agent whose visitor chose `language` once. */
async function phone(userAgent: string, language = 'EN'): Promise<Page> {
  const context = await e2e.browser.newContext({
    baseURL: e2e.server.url,
    ...phoneContextOptions,
    serviceWorkers: 'block',
    userAgent,
  });
  const page = await context.newPage();
  await page.addInitScript(
    ({ key, code }) => {
      if (localStorage.getItem('e2e-init')) return;
      localStorage.setItem('e2e-init', '1');
      localStorage.setItem(key, code);
    },
    { key: STORAGE_KEYS.language, code: language },
  );
  return page;
}

const bar = (page: Page) => page.getByTestId('download-bar');
const popup = (page: Page) => page.getByRole('dialog', { name: 'Download the app' });
/** Home has painted (its content is there), so a missing bar is really missing. */
const homePainted = (page: Page) => page.getByRole('main').waitFor();

describe('download bar and popup (spec 2.10)', () => {
  it('shows the bar on Android; Download opens the popup with the Android link only', async () => {
    const page = await phone(UA.android);
    await page.goto(ROUTES.home);
    await bar(page).getByText('Play faster with the Lucky Lantern app').waitFor();
    expect(await bar(page).locator('img').getAttribute('src')).toContain('brand/icon-192.png');
    await shot(page, 'home-android-en');

    await bar(page).getByRole('button', { name: 'Download', exact: true }).click();
    await popup(page).waitFor();
    const android = popup(page).getByRole('link', { name: /Android app/ });
    expect(await android.getAttribute('href')).toBe(SEEDED.android);
    // External: it leaves the app.
    expect(await android.getAttribute('target')).toBe('_blank');
    expect(
      await popup(page)
        .getByRole('link', { name: /iOS app/ })
        .count(),
    ).toBe(0);
    expect(await page.evaluate(() => document.documentElement.classList.contains('scroll-locked'))).toBe(
      true,
    );
    await checkA11y(page);
    await shot(page, 'popup-android-en');

    await page.keyboard.press('Escape');
    await expect.poll(() => popup(page).isVisible()).toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('scroll-locked')))
      .toBe(false);
    await page.context().close();
  });

  it('stays closed after a reload once closed', async () => {
    const page = await phone(UA.android);
    await page.goto(ROUTES.home);
    await bar(page).getByRole('button', { name: 'Close the download bar' }).click();
    expect(await bar(page).count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.hideDownloadBar)).toBe('1');
    await page.reload();
    await homePainted(page);
    expect(await bar(page).count()).toBe(0);
    await page.context().close();
  });

  it('offers the iOS app, not the APK, to Safari on an iPhone', async () => {
    const page = await phone(UA.iphoneSafari);
    await page.goto(ROUTES.home);
    await bar(page).getByRole('button', { name: 'Download', exact: true }).click();
    const ios = popup(page).getByRole('link', { name: /iOS app/ });
    await ios.waitFor();
    expect(await ios.getAttribute('href')).toBe(SEEDED.ios);
    expect(
      await popup(page)
        .getByRole('link', { name: /Android app/ })
        .count(),
    ).toBe(0);
    await page.context().close();
  });

  it('tells iPhone Chrome to use Safari, instead of a Download button', async () => {
    const page = await phone(UA.iphoneChrome);
    await page.goto(ROUTES.home);
    await bar(page).getByText('To install the Lucky Lantern app, open this page in Safari.').waitFor();
    expect(await bar(page).getByRole('button', { name: 'Download', exact: true }).count()).toBe(0);
    await checkA11y(page);
    await shot(page, 'home-ios-chrome-en');
    await page.context().close();
  });

  it('is hidden in the installed app (display-mode: standalone)', async () => {
    const page = await phone(UA.android);
    // Chromium ignores CDP's emulated display-mode, so the page's matchMedia answers it.
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
          : original(query);
    });
    await page.goto(ROUTES.home);
    await homePainted(page);
    expect(await bar(page).count()).toBe(0);
    await page.context().close();
  });

  it.each([
    ['MY', 'ဒေါင်းလုဒ်', 'my'],
    ['AR', 'تنزيل', 'ar'],
  ] as const)(
    'reads in %s, bar and popup (a desktop browser: both app links)',
    async (language, download, name) => {
      const page = await languagePage(e2e, language);
      await page.goto(ROUTES.home);
      await bar(page).getByRole('button', { name: download, exact: true }).click();
      await expect.poll(() => page.getByRole('dialog').getByRole('link').count()).toBe(2);
      await checkA11y(page);
      await shot(page, `popup-android-${name}`);
      await page.keyboard.press('Escape');
      await shot(page, `home-android-${name}`);
      await page.context().close();
    },
  );

  // Last: it changes the merchant's resources for the rest of the file.
  it('lists the profile for iPhone Safari once the operator adds a MOBILECONFIG link', async () => {
    const profile = 'https://lobby.example/mm/download/lucky-lantern.mobileconfig';
    await operatorPut(e2e.server, 'config/resources', {
      resources: [
        { resourceType: 'IOS', url: SEEDED.ios },
        { resourceType: 'MOBILECONFIG', url: profile },
      ],
    });
    const page = await phone(UA.iphoneSafari);
    await page.goto(ROUTES.home);
    await bar(page).getByRole('button', { name: 'Download', exact: true }).click();
    const link = popup(page).getByRole('link', { name: /iOS profile/ });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(profile);
    await shot(page, 'popup-iphone-profile-en');
    await page.context().close();
  });
});
