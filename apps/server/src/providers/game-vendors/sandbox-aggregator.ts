import { fairGameUrl } from './inhouse.ts';
import type { GameVendorAdapter } from './vendor.ts';

// The sandbox aggregator (issue 12, decision 079): the demo catalogue's third-party vendors
// launch here. It behaves like a foreign aggregator: its own pages under /sandbox-aggregator, its
// own API base, its own wallet secret, the lobby's vendor code in its own token, and the wallet
// reached only over signed HTTP; its games reuse the in-house engines by family and say "demo".

export const SANDBOX_ADAPTER = 'sandbox';
export const SANDBOX_AGGREGATOR_PAGES = '/sandbox-aggregator/play';

export function sandboxAggregatorAdapter(): GameVendorAdapter {
  return {
    adapter: SANDBOX_ADAPTER,
    launch: async (request) => ({ gameUrl: fairGameUrl(SANDBOX_AGGREGATOR_PAGES, request) }),
  };
}
