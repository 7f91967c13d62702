import { pgTable, text } from 'drizzle-orm/pg-core';

import { createdAt } from './columns.ts';

/** The server's key pairs, generated once when no environment variable supplies one (issue 3). */
export const serverKey = pgTable('server_key', {
  /** What the key is for, e.g. 'payload-rsa-oaep'. */
  purpose: text().primaryKey(),
  publicKeyPem: text().notNull(),
  privateKeyPem: text().notNull(),
  createdAt: createdAt(),
});
