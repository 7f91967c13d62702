// Volume has two sizes (docs/testing.md, "The slow tier"): the default run proves each property
// at a small size, and `npm run test:slow` runs the same code at the full size by setting
// LOBBY_TEST_VOLUME=full. scripts/test-slow.mjs finds the volume tests by their import of this
// module, so a test that takes its size from here joins the slow tier with nothing else to edit.
// packages/shared/src/test-volume.ts is the same switch for the shared package's tests.

const setting = process.env.LOBBY_TEST_VOLUME ?? 'small';
// A typo ("ful") would otherwise run the small size and look like a passing slow tier.
if (setting !== 'small' && setting !== 'full') {
  throw new Error(`LOBBY_TEST_VOLUME must be "small" or "full", not "${setting}"`);
}

/** True in the slow tier (LOBBY_TEST_VOLUME=full). */
export const fullVolume = setting === 'full';

/** The size of a volume test: `small` in the default run, `full` in the slow tier. */
export function volume<T>(sizes: { small: T; full: T }): T {
  return fullVolume ? sizes.full : sizes.small;
}
