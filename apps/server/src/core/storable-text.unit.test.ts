import { describe, expect, it } from 'vitest';
import { storableText } from './storable-text.ts';

describe('storableText (issue 23 item 14)', () => {
  it('replaces NUL and lone surrogates, keeps pairs and plain text', () => {
    expect(storableText('a\0b', 10)).toBe('a\uFFFDb');
    expect(storableText('x\uD800y\uDC00', 10)).toBe('x\uFFFDy\uFFFD');
    expect(storableText('😀 ok', 10)).toBe('😀 ok');
  });

  it('a cut through a surrogate pair leaves no half of it', () => {
    const text = `${'a'.repeat(9)}😀`;
    const cut = storableText(text, 10);
    expect(cut).toBe(`${'a'.repeat(9)}\uFFFD`);
    expect(/\p{Cs}/u.test(cut)).toBe(false);
  });
});
