import { describe, expect, it } from 'vitest';
import { cameFromList, FROM_LIST, formatSentAt, nextPageNo, openedMessageId } from './inbox-rules.ts';

describe('nextPageNo', () => {
  it.each([
    [{ pageNum: 1, totalPages: 3 }, 2],
    [{ pageNum: 2, totalPages: 3 }, 3],
    [{ pageNum: 3, totalPages: 3 }, undefined],
    [{ pageNum: 1, totalPages: 1 }, undefined],
    [{ pageNum: 1, totalPages: 0 }, undefined],
  ])('after %j asks %s', (page, expected) => {
    expect(nextPageNo({ list: [], ...page })).toBe(expected);
  });
});

describe('openedMessageId (?id= opens the detail)', () => {
  it.each([
    ['id=12', 12],
    ['', null],
    ['id=0', null],
    ['id=-3', null],
    ['id=1.5', null],
    ['id=abc', null],
    ['id=99999999999999999', null],
  ])('%s gives %s', (search, expected) => {
    expect(openedMessageId(new URLSearchParams(search))).toBe(expected);
  });
});

describe('formatSentAt', () => {
  const sentAt = Date.UTC(2026, 10, 24, 23, 30);
  it("uses the reader's time zone: the day moves across midnight", () => {
    expect(formatSentAt(sentAt, 'en', 'UTC')).toContain('Nov 24, 2026');
    expect(formatSentAt(sentAt, 'en', 'Asia/Yangon')).toContain('Nov 25, 2026');
  });

  it("uses the reader's language", () => {
    expect(formatSentAt(sentAt, 'en', 'UTC')).not.toBe(formatSentAt(sentAt, 'fr', 'UTC'));
  });
});

describe('cameFromList', () => {
  it.each([
    [FROM_LIST, true],
    [null, false],
    [{ loginPrompt: {} }, false],
    ['list', false],
  ])('%j gives %s', (state, expected) => {
    expect(cameFromList(state)).toBe(expected);
  });
});
