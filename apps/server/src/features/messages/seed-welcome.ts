import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isLanguageCode } from '@lobby/shared';
import { currentWelcomeBody } from '../../core/welcome-message.ts';
import type { Db } from '../../db/client.ts';
import type { MessageText } from '../../db/schema/index.ts';
import * as t from '../../db/schema/index.ts';
import { sanitizeAnnouncementHtml } from '../../lib/sanitize-html.ts';

/**
 * The demo merchant's welcome message (decision 047): `{ "<LANGUAGE>": { title, content } }`,
 * written only while no welcome template exists, so the operator's text survives every
 * restart. Returns whether it wrote one.
 */
export async function seedWelcomeMessage(db: Db, file: string): Promise<boolean> {
  if (!existsSync(file)) return false;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, MessageText>;
  const texts = Object.fromEntries(
    Object.entries(parsed)
      .filter(([language]) => isLanguageCode(language))
      .map(([language, text]) => [
        language,
        { title: text.title.trim(), content: sanitizeAnnouncementHtml(text.content) },
      ]),
  );
  if (Object.keys(texts).length === 0) return false;
  return db.transaction(async (tx) => {
    if (await currentWelcomeBody(tx)) return false;
    await tx.insert(t.messageBody).values({ purpose: 'welcome', texts });
    return true;
  });
}

/** The welcome message sits beside the merchant seed file. */
export const welcomeMessageSeedFile = (seedFile: string) => join(dirname(seedFile), 'welcome-message.json');
