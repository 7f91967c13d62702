import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

// The component tier (decision 098): components and screens rendered in Debian's Chromium by
// vitest's browser mode, the API stubbed at fetch (src/test-support/). The root config lists
// this file among its projects; run alone with
// `npx vitest run --config apps/web/vitest.component.config.ts [file]`.
export default defineProject({
  optimizeDeps: {
    // Modules the app imports lazily: found only mid-run, they would make vite bundle them and
    // reload the page under a running test.
    include: ['dompurify', 'antd-mobile', '@zxcvbn-ts/core', '@zxcvbn-ts/language-common'],
  },
  test: {
    // Vitest roots a project file at its own folder, over any top-level `root`; `test.root` is
    // the one it keeps. The repository's root keeps `include` and the setup file relative to it,
    // as in the root config, however vitest is started.
    root: fileURLToPath(new URL('../..', import.meta.url)),
    name: 'component',
    include: ['apps/web/src/**/*.component.test.tsx'],
    setupFiles: ['apps/web/src/test-support/component-setup.ts'],
    browser: {
      enabled: true,
      headless: true,
      // The e2e tier's Chromium (e2e/support/browser.ts): playwright downloads no browser.
      provider: playwright({
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      }),
      instances: [{ browser: 'chromium' }],
      // A failure's screenshot would land beside the test, in the source tree.
      screenshotFailures: false,
    },
  },
});
