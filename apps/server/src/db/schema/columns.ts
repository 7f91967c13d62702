import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** The values of a check constraint's `in (...)`: constants of the code, never input. */
export const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
