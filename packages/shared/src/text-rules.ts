import { z } from 'zod/mini';

// Hostile characters in request strings (issue 8 item 7; docs/decisions/033). Every string a
// request carries refuses control characters and lone surrogates (a NUL once reached the
// database and answered 500); names also refuse the invisible characters that make one name
// look like another.

/** C0 and C1 control characters (NUL, tab, newline, DEL, ...) and lone UTF-16 surrogates. */
export const CONTROL_CHARACTERS = /[\p{Cc}\p{Cs}]/u;

/**
 * Format characters (bidi overrides and isolates, zero-width space and joiners, the BOM, soft
 * hyphen) and the line and paragraph separators: refused in names, where they only disguise.
 */
export const INVISIBLE_CHARACTERS = /[\p{Cf}\u2028\u2029]/u;

const NO_CONTROL = 'no control characters or lone surrogates';
const NO_INVISIBLE = 'no invisible or direction-changing characters';

/** The check every request string carries: no control characters, no lone surrogates. */
export const noControlCharacters = () =>
  z.refine<string>((value) => !CONTROL_CHARACTERS.test(value), NO_CONTROL);

/** The extra check of names (username, nickname, payee name, ID number, social handles). */
export const noInvisibleCharacters = () =>
  z.refine<string>((value) => !INVISIBLE_CHARACTERS.test(value), NO_INVISIBLE);

/** A request string with no control characters or lone surrogates, bounded by `max`. */
export const plainText = (max: number) => z.string().check(noControlCharacters(), z.maxLength(max));

/** Length as a person counts it: code points, so an emoji is one character, not two. */
export const codePointLength = (value: string) => Array.from(value).length;

/** Between `min` and `max` code points. */
export const codePointsBetween = (min: number, max: number) =>
  z.refine<string>((value) => {
    const length = codePointLength(value);
    return length >= min && length <= max;
  }, `${min} to ${max} characters`);

/** Common six-digit PINs that are neither one digit repeated nor a run (payment password). */
const COMMON_PINS = new Set(['112233', '123321', '147258', '159753', '123654', '111222', '000111', '789456']);

function isRun(digits: number[], step: 1 | -1): boolean {
  return digits.every((d, i) => i === 0 || d === ((digits[i - 1] ?? 0) + step + 10) % 10);
}

/**
 * A six-digit payment password anyone would try first: one digit repeated (000000), a run up or
 * down, wrapping past 9 (123456, 654321, 890123), a pair or triple repeated (121212, 123123),
 * or one of a few common PINs (112233, 147258).
 */
export function isTrivialPin(pin: string): boolean {
  const digits = Array.from(pin, Number);
  if (isRun(digits, 1) || isRun(digits, -1)) return true;
  if (pin === pin.slice(0, 1).repeat(pin.length)) return true;
  if (pin === pin.slice(0, 2).repeat(pin.length / 2) || pin === pin.slice(0, 3).repeat(2)) return true;
  return COMMON_PINS.has(pin);
}
