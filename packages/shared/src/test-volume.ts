// The shared package's copy of apps/server/src/test/volume.ts (docs/testing.md, "The slow
// tier"): its tests' volume, small in the default run and full when LOBBY_TEST_VOLUME=full
// (`npm run test:slow`). Test code only: nothing in src/index.ts exports it. The package is built
// without Node's types, so the environment is read through globalThis.

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;
const setting = env?.LOBBY_TEST_VOLUME ?? 'small';
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
