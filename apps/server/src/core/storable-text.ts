// Text from outside that is kept for people to read (a refused callback's body, a log line):
// PostgreSQL stores neither a NUL nor a lone UTF-16 surrogate in text or jsonb, and a cut made
// by code units can split a pair. This makes any string storable without refusing it.

/**
 * `text` at most `max` code units long, with each NUL and each lone surrogate (including half a
 * pair left by the cut) replaced by U+FFFD.
 */
export function storableText(text: string, max: number): string {
  const cut = text.length > max ? text.slice(0, max) : text;
  // In `u` mode a pair is one code point, so \p{Cs} matches only a surrogate standing alone.
  return cut.replace(/\0|\p{Cs}/gu, '\uFFFD');
}
