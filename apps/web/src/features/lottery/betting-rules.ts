import {
  LOTTERY_BET_TYPES,
  type LotteryBetTypeInfo,
  type LotteryFamily,
  Money,
  parseLotteryBet,
  ROUTES,
} from '@lobby/shared';

// Pure rules of the betting page /m/startLottery (issue 13 "Betting page"; decision 095): what
// each bet type offers to pick, the content it writes, quick picks, the slip's totals and
// potential wins, stakes, and the one idempotency key per slip.

/** spec 9 names no stake chips: the chips of decision 095, in whole currency units. */
export const STAKE_CHIPS = ['1.00', '5.00', '10.00', '50.00', '100.00'] as const;

const range = (count: number, width: number) =>
  Array.from({ length: count }, (_, i) => String(i).padStart(width, '0'));
const DIGITS = range(10, 1);
const TWO_DIGITS = range(100, 2);

/** How a bet type is picked: the options shown and how many may be chosen. */
export interface PickerShape {
  /** grid: buttons from `options`; entry: a typed 3-digit number (CANG3). */
  kind: 'grid' | 'entry';
  options: readonly string[];
  /** Options that are words (BIG, ODD...) shown translated rather than as numbers. */
  words: boolean;
  /** The most options one line may hold (1: a single choice). */
  max: number;
  /** POS_DIGIT: a position 1-5 is chosen too. */
  position: boolean;
}

const WORDS: Record<string, readonly string[]> = {
  BIG_SMALL: ['BIG', 'SMALL'],
  ODD_EVEN: ['ODD', 'EVEN'],
  DRAGON_TIGER: ['DRAGON', 'TIGER'],
  FRONT3_STRAIGHT: ['STRAIGHT'],
};

export function pickerShape(type: LotteryBetTypeInfo): PickerShape {
  const words = WORDS[type.id];
  if (words) return { kind: 'grid', options: words, words: true, max: type.maxSelections, position: false };
  if (type.id === 'CANG3') return { kind: 'entry', options: [], words: false, max: 1, position: false };
  const options =
    type.id === 'SUM'
      ? range(46, 1)
      : ['LO2', 'DE'].includes(type.id) || type.pickCount
        ? TWO_DIGITS
        : DIGITS;
  const max = type.pickCount ?? type.maxSelections;
  return { kind: 'grid', options, words: false, max, position: type.id === 'POS_DIGIT' };
}

/** What the picker holds: the chosen options (in the options' order) and, for POS_DIGIT, the position. */
export interface Selection {
  position: number;
  picks: readonly string[];
}

export const EMPTY_SELECTION: Selection = { position: 1, picks: [] };

/** Tapping an option: a single choice replaces, others toggle up to `max` (a full picker ignores the tap). */
export function togglePick(shape: PickerShape, selection: Selection, option: string): Selection {
  if (selection.picks.includes(option))
    return { ...selection, picks: selection.picks.filter((pick) => pick !== option) };
  if (shape.max === 1) return { ...selection, picks: [option] };
  if (selection.picks.length >= shape.max) return selection;
  const picks = new Set([...selection.picks, option]);
  return { ...selection, picks: shape.options.filter((candidate) => picks.has(candidate)) };
}

/** The content a selection writes in the bet type's grammar (docs/lottery-rules.md). */
export function contentOf(betType: string, selection: Selection): string {
  const list = selection.picks.join(',');
  return betType === 'POS_DIGIT' ? `${selection.position}:${list}` : list;
}

/** A random pick the bet type accepts (the "random" quick pick); `random` answers [0, 1). */
export function quickPick(type: LotteryBetTypeInfo, random: () => number = Math.random): Selection {
  const shape = pickerShape(type);
  const pickOne = (from: readonly string[]) => from[Math.floor(random() * from.length)] as string;
  // FRONT3_GROUP6 needs 3 digits, xiên exactly its count; every other type one option.
  const count = type.id === 'FRONT3_GROUP6' ? 3 : (type.pickCount ?? 1);
  if (shape.kind === 'entry')
    return { position: 1, picks: [Array.from({ length: 3 }, () => pickOne(DIGITS)).join('')] };
  const chosen = new Set<string>();
  while (chosen.size < count) chosen.add(pickOne(shape.options));
  return {
    position: shape.position ? 1 + Math.floor(random() * 5) : 1,
    picks: shape.options.filter((option) => chosen.has(option)),
  };
}

/** The launch's backUrl when it is a path of this app (as the launch call checks it), else /m/lottery. */
export function bettingBackUrl(backUrl: string | null): string {
  return backUrl && /^\/m\/[A-Za-z0-9/_?=&.%-]{0,200}$/.test(backUrl) ? backUrl : ROUTES.lottery;
}

/** A guest's Confirm: the login page, coming back here after (login's `?redirect=`). */
export const loginPathFor = (here: string): string => `${ROUTES.login}?redirect=${encodeURIComponent(here)}`;

export const betTypesOf = (family: LotteryFamily) => LOTTERY_BET_TYPES[family];

// ---- Money: integer minor units on the page, 2-decimal strings on the wire ----

export const toMinor = (money: string): number => {
  const [whole, fraction = ''] = money.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

export const fromMinor = (minor: number): string =>
  `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/**
 * A typed stake (inputmode=decimal): digits with at most 2 decimals, a comma read as the decimal
 * point, above zero; answers the Money string, or null when the text is no amount.
 */
export function stakeFromInput(text: string): string | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,8}(\.\d{0,2})?$/.test(trimmed)) return null;
  const minor = toMinor(trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed);
  if (minor <= 0) return null;
  const money = fromMinor(minor);
  return Money.safeParse(money).success ? money : null;
}

// ---- The slip ----

export interface SlipLine {
  betType: string;
  /** Normalised by parseLotteryBet. */
  content: string;
  combinations: number;
  oddsMilli: number;
  unitStake: string;
}

/** A slip line from a picker, checked by the shared parser; its message when refused. */
export function slipLine(
  family: LotteryFamily,
  betType: string,
  selection: Selection,
  unitStake: string,
): { ok: true; line: SlipLine } | { ok: false; message: string } {
  const parsed = parseLotteryBet(family, betType, contentOf(betType, selection));
  if (!parsed.ok) return parsed;
  const { bet } = parsed;
  return {
    ok: true,
    line: {
      betType,
      content: bet.content,
      combinations: bet.combinations,
      oddsMilli: bet.oddsMilli,
      unitStake,
    },
  };
}

/** A line's stake: its combinations times the unit stake. */
export const lineStake = (line: SlipLine): string => fromMinor(line.combinations * toMinor(line.unitStake));

/** What one winning combination pays (stake included): floor(unitStake × oddsMilli / 1000), as the server settles. */
export const potentialWin = (line: SlipLine): string =>
  fromMinor(Math.floor((toMinor(line.unitStake) * line.oddsMilli) / 1000));

export const slipTotal = (lines: readonly SlipLine[]): string =>
  fromMinor(lines.reduce((sum, line) => sum + line.combinations * toMinor(line.unitStake), 0));

/**
 * The slip and its idempotency key (issue 13 "Bets"): no key until first confirmed; the same
 * key for every retry of the same lines; a changed slip or a placed one starts without a key.
 */
export interface Slip {
  lines: readonly SlipLine[];
  key: string | null;
}

export const EMPTY_SLIP: Slip = { lines: [], key: null };

export const addLine = (slip: Slip, line: SlipLine, maxLines = 20): Slip =>
  slip.lines.length >= maxLines ? slip : { lines: [...slip.lines, line], key: null };

export const removeLine = (slip: Slip, index: number): Slip => ({
  lines: slip.lines.filter((_, i) => i !== index),
  key: null,
});

/** The slip as it is sent: its key kept, or a fresh one the first time. */
export const keyedSlip = (slip: Slip, newKey: () => string = newIdempotencyKey): Slip =>
  slip.key ? slip : { ...slip, key: newKey() };

/** 32 hex characters from crypto.randomUUID (the server takes 8-64 of [A-Za-z0-9_-]). */
export const newIdempotencyKey = (): string => crypto.randomUUID().replaceAll('-', '');
