import { ROUTES } from '@lobby/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bottomMenu, shellPages, withoutInlineConfig } from './support/app-shell.ts';
import { checkA11y } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';

// spec 2.2: the start-up configuration decides the mode.
const e2e = useServerAndBrowser();
const { englishPage } = shellPages(e2e);

describe('start-up modes (spec 2.2)', () => {
  async function withConfig(page: Page, change: (value: Record<string, unknown>) => void) {
    await page.route('**/api/merchant/config', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      change(body.value);
      await route.fulfill({ response, json: body });
    });
  }

  it('shows the maintenance page for a maintenance answer', async () => {
    const page = await englishPage();
    await withConfig(page, (v) => {
      v.maintenance = true;
    });
    await page.goto(ROUTES.help);
    await page.getByTestId('startup-maintenance').waitFor();
    expect(await page.getByRole('heading', { name: 'The platform is under maintenance' }).count()).toBe(1);
    await checkA11y(page);
    await page.context().close();
  });

  it('shows the region-blocked page, and maintenance when both flags are set', async () => {
    const page = await englishPage();
    await withConfig(page, (v) => {
      v.regionRestriction = true;
    });
    await page.goto(ROUTES.home);
    await page.getByTestId('startup-region-blocked').waitFor();
    await checkA11y(page);
    await page.unrouteAll();
    await withConfig(page, (v) => {
      v.regionRestriction = true;
      v.maintenance = true;
    });
    await page.reload();
    await page.getByTestId('startup-maintenance').waitFor();
    expect(await page.getByTestId('startup-region-blocked').count()).toBe(0);
    await page.context().close();
  });

  it('shows the IP-restricted page for an IP_RESTRICTED answer', async () => {
    const page = await englishPage();
    // The server writes no configuration into the page of a visitor it restricts.
    await withoutInlineConfig(page);
    await page.route('**/api/merchant/config', (route) =>
      route.fulfill({
        status: 403,
        json: { success: false, error: { code: 'IP_RESTRICTED', message: 'blocked' } },
      }),
    );
    await page.goto(ROUTES.home);
    await page.getByTestId('startup-ip-restricted').waitFor();
    await checkA11y(page);
    await page.context().close();
  });

  it('shows the service-error page when the call fails, and the app after a retry', async () => {
    const page = await englishPage();
    // A server that cannot read the configuration writes none into the page either.
    await withoutInlineConfig(page);
    let fail = true;
    await page.route('**/api/merchant/config', (route) =>
      fail ? route.fulfill({ status: 500, body: 'upstream down' }) : route.continue(),
    );
    await page.goto(ROUTES.home);
    await page.getByTestId('startup-service-error').waitFor();
    // A 500 with no JSON reads as spec 8's 'Unknown error'.
    expect(await page.getByTestId('startup-service-error').getByText('Unknown error').count()).toBe(1);
    await checkA11y(page);
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await bottomMenu(page).waitFor();
    expect(await page.getByTestId('startup-service-error').count()).toBe(0);
    await page.context().close();
  });
});
