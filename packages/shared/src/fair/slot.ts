import type { ByteStream } from './stream.ts';

// The 3-reel slot (decision 078): each reel stops at a uniform position of its published strip
// (one draw per reel, left to right); the line is the three symbols at the stops (the middle
// row; the rows above and below are shown only). The paytable is read top down, the first rule
// that matches pays. Its return to player is exact: the sum of every stop combination's
// multiplier over the 24 x 24 x 24 = 13,824 combinations, 13,268 / 13,824 = 95.978%
// (slot.unit.test.ts enumerates it; docs/provably-fair.md shows the sum).

export const SLOT_SYMBOLS = ['seven', 'bar', 'bell', 'plum', 'orange', 'lemon', 'cherry'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** The published reel strips, position 0 first. */
export const SLOT_REELS: readonly (readonly SlotSymbol[])[] = [
  [
    'lemon',
    'bell',
    'cherry',
    'orange',
    'plum',
    'lemon',
    'seven',
    'cherry',
    'lemon',
    'orange',
    'plum',
    'cherry',
    'lemon',
    'orange',
    'bell',
    'lemon',
    'cherry',
    'seven',
    'orange',
    'bar',
    'plum',
    'lemon',
    'cherry',
    'orange',
  ],
  [
    'lemon',
    'bell',
    'plum',
    'cherry',
    'lemon',
    'seven',
    'orange',
    'lemon',
    'plum',
    'bell',
    'cherry',
    'bar',
    'lemon',
    'plum',
    'orange',
    'cherry',
    'lemon',
    'bell',
    'seven',
    'lemon',
    'plum',
    'cherry',
    'bar',
    'orange',
  ],
  [
    'lemon',
    'bell',
    'orange',
    'plum',
    'lemon',
    'seven',
    'bell',
    'orange',
    'cherry',
    'lemon',
    'orange',
    'plum',
    'lemon',
    'bell',
    'orange',
    'lemon',
    'seven',
    'bell',
    'orange',
    'cherry',
    'bar',
    'plum',
    'lemon',
    'orange',
  ],
];

export interface SlotPayRule {
  /** A stable key the page translates, e.g. "three-seven". */
  id: string;
  /** The line's symbols from the left; null matches any symbol. */
  pattern: readonly [SlotSymbol | null, SlotSymbol | null, SlotSymbol | null];
  multiplier: number;
}

const three = (symbol: SlotSymbol, multiplier: number): SlotPayRule => ({
  id: `three-${symbol}`,
  pattern: [symbol, symbol, symbol],
  multiplier,
});

/** The published paytable, first match pays (multipliers of the stake). */
export const SLOT_PAYTABLE: readonly SlotPayRule[] = [
  three('seven', 200),
  three('bar', 50),
  three('bell', 25),
  three('cherry', 20),
  three('plum', 15),
  three('orange', 10),
  three('lemon', 8),
  { id: 'two-cherry', pattern: ['cherry', 'cherry', null], multiplier: 5 },
  { id: 'one-cherry', pattern: ['cherry', null, null], multiplier: 2 },
];

/** The stated RTP, exact: the enumeration of every stop combination (slot.unit.test.ts). */
export const SLOT_RTP_FRACTION = { numerator: 13_268, denominator: 13_824 } as const;
export const SLOT_RTP = SLOT_RTP_FRACTION.numerator / SLOT_RTP_FRACTION.denominator;

export type SlotLine = readonly [SlotSymbol, SlotSymbol, SlotSymbol];

export function slotRule(line: SlotLine): SlotPayRule | null {
  return (
    SLOT_PAYTABLE.find((rule) => rule.pattern.every((symbol, i) => symbol === null || symbol === line[i])) ??
    null
  );
}

const symbolAt = (reel: number, position: number): SlotSymbol => {
  const strip = SLOT_REELS[reel] as readonly SlotSymbol[];
  return strip[((position % strip.length) + strip.length) % strip.length] as SlotSymbol;
};

export interface SlotOutcome {
  /** Each reel's stop position. */
  stops: number[];
  /** The line: the symbol at each stop. */
  symbols: SlotSymbol[];
  /** Rows above, on and below the line, for the page (row-major, 3 x 3). */
  window: SlotSymbol[][];
  /** The paytable rule that paid, or none. */
  wins: { id: string; multiplier: number }[];
  multiplier: number;
}

/** The outcome of the given stops. */
export function slotOutcomeOfStops(stops: readonly number[]): SlotOutcome {
  const symbols = stops.map((stop, reel) => symbolAt(reel, stop));
  const rule = slotRule(symbols as unknown as SlotLine);
  return {
    stops: [...stops],
    symbols,
    window: [-1, 0, 1].map((row) => stops.map((stop, reel) => symbolAt(reel, stop + row))),
    wins: rule ? [{ id: rule.id, multiplier: rule.multiplier }] : [],
    multiplier: rule?.multiplier ?? 0,
  };
}

/** One spin: a stop per reel, drawn left to right. */
export const slotOutcome = (stream: ByteStream): SlotOutcome =>
  slotOutcomeOfStops(SLOT_REELS.map((strip) => stream.nextInt(strip.length)));
