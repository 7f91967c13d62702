import { ensureWebBuild } from '../scripts/ensure-web-build.mjs';

// The browser tests serve the built app; build it once before any test file starts a server.
export default function setup(): void {
  ensureWebBuild();
}
