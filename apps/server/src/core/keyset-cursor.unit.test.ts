import { sql } from 'drizzle-orm';
import { PgDialect, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  belowKey,
  cursorCodec,
  idCursor,
  idKeyset,
  keysetPage,
  PgTimestamp,
  RowId,
} from './keyset-cursor.ts';

// The record lists' cursors (decisions 069, 085, 091): the strings the lists gave before they
// shared this module, what comes back refused, and the keyset condition as SQL.

const timeCursor = cursorCodec({ at: PgTimestamp, id: RowId });
const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('a cursor', () => {
  it('is base64url of the key as an array in the fields’ order, and decodes back', () => {
    const key = { at: '2026-11-24 08:00:00.123456+00', id: 7 };
    expect(timeCursor.encode(key)).toBe(base64(['2026-11-24 08:00:00.123456+00', 7]));
    expect(timeCursor.decode(timeCursor.encode(key))).toEqual(key);
    // My bets' cursors, unchanged: [id].
    expect(idCursor.encode({ id: 123 })).toBe('WzEyM10');
    expect(idCursor.decode('WzEyM10')).toEqual({ id: 123 });
  });

  it('checks each field with its rule', () => {
    const codec = cursorCodec({ at: PgTimestamp, source: z.enum(['round', 'lottery']), id: RowId });
    expect(codec.decode(base64(['2026-11-24 08:00:00+06:30', 'lottery', 5]))).toEqual({
      at: '2026-11-24 08:00:00+06:30',
      source: 'lottery',
      id: 5,
    });
    expect(() => codec.decode(base64(['2026-11-24 08:00:00+00', 'bet', 5]))).toThrow(/cursor/);
  });

  it.each([
    ['not base64 JSON', 'not a cursor'],
    ['empty', ''],
    ['an object', base64({ at: '2026-11-24 08:00:00+00', id: 1 })],
    ['one field short', base64(['2026-11-24 08:00:00+00'])],
    ['one field more', base64(['2026-11-24 08:00:00+00', 1, 2])],
    ['an ISO time (a JS Date would lose microseconds)', base64(['2026-11-24T08:00:00.000Z', 1])],
    ['an id of 0', base64(['2026-11-24 08:00:00+00', 0])],
    ['a negative id', base64(['2026-11-24 08:00:00+00', -1])],
    ['a fractional id', base64(['2026-11-24 08:00:00+00', 1.5])],
    ['an unsafe id', base64(['2026-11-24 08:00:00+00', 2 ** 53])],
    ['an id as text', base64(['2026-11-24 08:00:00+00', '1'])],
  ])('refuses %s with a 400 naming cursor', (_label, cursor) => {
    expect(() => timeCursor.decode(cursor)).toThrow(
      expect.objectContaining({ code: 'VALIDATION_ERROR', message: 'cursor: not a cursor this server gave' }),
    );
  });

  it('refuses a plain id where [id] is expected', () => {
    expect(() => idCursor.decode('12')).toThrow(/cursor/);
  });
});

describe('a keyset page', () => {
  const cursorOf = (row: number) => `after-${row}`;

  it.each([
    ['more rows than the page', [5, 4, 3], 2, [5, 4], 'after-4'],
    ['exactly a page', [5, 4], 2, [5, 4], null],
    ['less than a page', [5], 2, [5], null],
    ['nothing', [], 2, [], null],
  ])('of %s', (_label, rows, limit, page, nextCursor) => {
    expect(keysetPage(rows, limit, cursorOf)).toEqual({ page, nextCursor });
  });
});

describe('the keyset condition', () => {
  const table = pgTable('record', {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }),
  });
  const text = (condition: ReturnType<typeof belowKey>) => new PgDialect().sqlToQuery(sql`${condition}`);
  const key = { at: '2026-11-24 08:00:00.5+00', id: 9 };

  it.each([
    ['by-id', '("record"."at", "record"."id") < ($1::timestamptz, $2)', [key.at, 9]],
    ['shown', '"record"."at" < $1::timestamptz', [key.at]],
    ['next', '"record"."at" <= $1::timestamptz', [key.at]],
  ] as const)('%s', (sameTime, query, params) => {
    expect(text(belowKey(table.at, table.id, key, sameTime))).toMatchObject({ sql: query, params });
  });
});

describe('a list ordered by id', () => {
  const table = pgTable('bet', { id: serial('id').primaryKey() });

  it('asks for one row more than the page, 20 unless told, from the first row', () => {
    const keyset = idKeyset({}, table.id);
    expect(keyset.ask).toBe(21);
    expect(keyset.after).toBeUndefined();
    expect(keyset.page([{ id: 3 }], (row) => row.id)).toEqual({ page: [{ id: 3 }], nextCursor: null });
  });

  it('starts below the cursor’s id and names the page’s last id', () => {
    const keyset = idKeyset({ cursor: idCursor.encode({ id: 9 }), limit: 2 }, table.id);
    expect(keyset.ask).toBe(3);
    expect(new PgDialect().sqlToQuery(sql`${keyset.after}`)).toMatchObject({
      sql: '"bet"."id" < $1',
      params: [9],
    });
    const rows = [{ id: 8 }, { id: 7 }, { id: 6 }];
    expect(keyset.page(rows, (row) => row.id)).toEqual({
      page: [{ id: 8 }, { id: 7 }],
      nextCursor: idCursor.encode({ id: 7 }),
    });
  });
});
