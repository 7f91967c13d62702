// The draw times of a game (decision 088). Pure functions: an interval game draws every
// `intervalSeconds` from local midnight in its time zone (slot n of local day D covers
// [midnight + (n-1)·i, midnight + n·i), numero `YYYYMMDD-NNNN`); a daily game draws once a day at
// its local `HH:MM` (numero `YYYYMMDD`). A draw opens when the previous one is drawn and locks
// `lockSeconds` before it is drawn.

export interface GameSchedule {
  intervalSeconds: number | null;
  dailyTime: string | null;
  timeZone: string;
  lockSeconds: number;
}

export interface DrawSlot {
  numero: string;
  openAt: Date;
  lockAt: Date;
  drawAt: Date;
}

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The local calendar fields of an instant in a time zone. */
export function localParts(ms: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year as number,
    month: parts.month as number,
    day: parts.day as number,
    hour: parts.hour as number,
    minute: parts.minute as number,
    second: parts.second as number,
  };
}

function offsetMs(ms: number, timeZone: string) {
  const p = localParts(ms, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The instant of a local wall time (y, m 1-12, d, h, min) in a time zone. */
export function zonedTime(y: number, m: number, d: number, h: number, min: number, timeZone: string): number {
  const guess = Date.UTC(y, m - 1, d, h, min);
  let ms = guess - offsetMs(guess, timeZone);
  ms = guess - offsetMs(ms, timeZone);
  return ms;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const dateCode = (y: number, m: number, d: number) => `${y}${pad(m, 2)}${pad(d, 2)}`;

/** Local midnight of the local day `offsetDays` after the day of `ms`. */
function midnight(ms: number, timeZone: string, offsetDays = 0) {
  const p = localParts(ms, timeZone);
  const day = new Date(Date.UTC(p.year, p.month - 1, p.day + offsetDays));
  return {
    at: zonedTime(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), 0, 0, timeZone),
    code: dateCode(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()),
    y: day.getUTCFullYear(),
    m: day.getUTCMonth() + 1,
    d: day.getUTCDate(),
  };
}

function slot(numero: string, openAt: number, drawAt: number, lockSeconds: number): DrawSlot {
  const lockAt = Math.max(openAt, drawAt - lockSeconds * 1000);
  return { numero, openAt: new Date(openAt), lockAt: new Date(lockAt), drawAt: new Date(drawAt) };
}

function intervalSlotAt(game: GameSchedule, ms: number, interval: number): DrawSlot {
  const day = midnight(ms, game.timeZone);
  const end = midnight(ms, game.timeZone, 1).at;
  const n = Math.floor((ms - day.at) / interval) + 1;
  const openAt = day.at + (n - 1) * interval;
  const drawAt = Math.min(end, openAt + interval);
  return slot(`${day.code}-${pad(n, 4)}`, openAt, drawAt, game.lockSeconds);
}

function dailyDrawAt(game: GameSchedule, ms: number, offsetDays: number) {
  const [h, min] = (game.dailyTime as string).split(':').map(Number) as [number, number];
  const day = midnight(ms, game.timeZone, offsetDays);
  return { at: zonedTime(day.y, day.m, day.d, h, min, game.timeZone), code: day.code };
}

/** The draw whose [openAt, drawAt) holds `now`. */
export function currentSlot(game: GameSchedule, now: Date): DrawSlot {
  const ms = now.getTime();
  if (game.intervalSeconds) return intervalSlotAt(game, ms, game.intervalSeconds * 1000);
  let today = dailyDrawAt(game, ms, 0);
  let previous = dailyDrawAt(game, ms, -1);
  if (today.at <= ms) {
    previous = today;
    today = dailyDrawAt(game, ms, 1);
  }
  return slot(today.code, previous.at, today.at, game.lockSeconds);
}

/** The current draw and the one after it. */
export function slotsAround(game: GameSchedule, now: Date): [DrawSlot, DrawSlot] {
  const current = currentSlot(game, now);
  return [current, currentSlot(game, current.drawAt)];
}

/** A daily time `HH:MM`, or an interval that divides the day into whole draws of >= 60 s. */
export function scheduleProblem(game: GameSchedule): string | null {
  if ((game.intervalSeconds == null) === (game.dailyTime == null)) return 'give intervalSeconds or dailyTime';
  if (game.intervalSeconds != null) {
    if (
      !Number.isInteger(game.intervalSeconds) ||
      game.intervalSeconds < 60 ||
      86_400 % game.intervalSeconds !== 0
    ) {
      return 'intervalSeconds must be at least 60 and divide 86400';
    }
    if (game.lockSeconds >= game.intervalSeconds) return 'lockSeconds must be shorter than the interval';
  }
  if (game.dailyTime != null && !/^([01]\d|2[0-3]):[0-5]\d$/.test(game.dailyTime))
    return 'dailyTime must be HH:MM';
  try {
    formatter(game.timeZone);
  } catch {
    return 'unknown timeZone';
  }
  return null;
}

export const DAY = DAY_MS;
