import { describe, expect, it } from 'vitest';
import { parseCheckedJson } from './checked-json.ts';
import { check, isRecord } from './checks.ts';

const hasName = check<{ name: string }>((value) => isRecord(value) && typeof value.name === 'string');

describe('parseCheckedJson (spec 3 session record, issue 7 inline start-up configuration)', () => {
  it('answers the value when the text parses and passes the check', () => {
    expect(parseCheckedJson('{"name":"lantern"}', hasName)).toEqual({ name: 'lantern' });
  });

  it.each([null, undefined, '', '{not json', '{"name":7}', 'null'])('reads %j as nothing', (text) => {
    expect(parseCheckedJson(text, hasName)).toBeNull();
  });
});
