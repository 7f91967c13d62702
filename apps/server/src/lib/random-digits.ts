import { randomInt } from 'node:crypto';

/** n random decimal digits, leading zeros allowed (captchas, SMS codes, trial account names). */
export const randomDigits = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join('');
