import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoCatalogue } from './demo.ts';
import { catalogueIcons } from './icons.ts';

// Writes the demo catalogue's seed file and icons (decision 074):
//   node --import tsx apps/server/src/features/games/demo-catalogue/write-demo.ts
// then `npx biome check --write apps/server/seed/games.json`. The files are committed; the server
// seeds the JSON into an empty catalogue at start.

const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const data = demoCatalogue();
writeFileSync(join(SERVER_DIR, 'seed/games.json'), `${JSON.stringify(data, null, 1)}\n`);
for (const [path, svg] of catalogueIcons(data)) {
  const file = join(SERVER_DIR, 'media', path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
}
process.stdout.write(`${data.vendors.length} vendors, ${data.games.length} games\n`);
