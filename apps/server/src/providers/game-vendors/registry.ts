import type { GameVendorAdapter } from './vendor.ts';

// The game vendors' adapters by the catalogue's `adapter` name (issue 12, docs/vendor-protocol.md
// "Adding an aggregator"): launch asks the registry for the adapter of the game's vendor. The
// built-in ones (inhouse, sandbox) and any real aggregator are registered the same way.

export interface VendorRegistry {
  /** The adapter serving this catalogue `adapter` value, if the server runs one. */
  get(adapter: string): GameVendorAdapter | undefined;
  /** The adapter names served, for start-up logs and the secret sync. */
  names(): string[];
}

export function vendorRegistry(adapters: readonly GameVendorAdapter[]): VendorRegistry {
  const byName = new Map<string, GameVendorAdapter>();
  for (const adapter of adapters) {
    if (byName.has(adapter.adapter)) throw new Error(`two game vendor adapters named ${adapter.adapter}`);
    byName.set(adapter.adapter, adapter);
  }
  return {
    get: (adapter) => byName.get(adapter),
    names: () => [...byName.keys()],
  };
}
