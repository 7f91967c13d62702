import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CatalogueImport } from '@lobby/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { importCatalogue } from './operator-catalogue.ts';

// The demo catalogue (decision 074; written by demo-catalogue/write-demo.ts): imported only into
// an empty catalogue, so the operator's later imports and changes survive every restart.

export const gamesSeedFile = (seedFile: string) => join(dirname(seedFile), 'games.json');

export async function seedGames(db: Db, file: string): Promise<boolean> {
  if (!existsSync(file)) return false;
  const data = CatalogueImport.parse(JSON.parse(readFileSync(file, 'utf8')));
  return db.transaction(async (tx) => {
    const existing = await tx.select({ v: t.gameVendor.vassalage }).from(t.gameVendor).limit(1);
    if (existing.length > 0) return false;
    await importCatalogue(tx, data);
    return true;
  });
}
