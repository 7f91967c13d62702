import { LOTTERY_MIN_INTERVAL_SECONDS } from '@lobby/shared';
import { localDay, localParts, zonedTime } from '../../core/merchant-days.ts';

// The draw times of a game (decision 088). Pure functions: an interval game draws every
// `intervalSeconds` from local midnight in its time zone (slot n of local day D covers
// [midnight + (n-1)·i, midnight + n·i), numero `YYYYMMDD-NNNN`); a daily game draws once a day at
// its local `HH:MM` (numero `YYYYMMDD`). A draw opens when the previous one is drawn and locks
// `lockSeconds` before it is drawn. Local days and times come from core/merchant-days.ts.

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

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const dateCode = (y: number, m: number, d: number) => `${y}${pad(m, 2)}${pad(d, 2)}`;

/** Local midnight of the local day `offsetDays` after the day of `ms`, and its numero code. */
function midnight(ms: number, timeZone: string, offsetDays = 0) {
  const day = localDay(ms, timeZone, offsetDays);
  return { ...day, code: dateCode(day.year, day.month, day.day) };
}

function slot(numero: string, openAt: number, drawAt: number, lockSeconds: number): DrawSlot {
  const lockAt = Math.max(openAt, drawAt - lockSeconds * 1000);
  return { numero, openAt: new Date(openAt), lockAt: new Date(lockAt), drawAt: new Date(drawAt) };
}

function intervalSlotAt(game: GameSchedule, ms: number, interval: number): DrawSlot {
  const day = midnight(ms, game.timeZone);
  const end = midnight(ms, game.timeZone, 1).start;
  const n = Math.floor((ms - day.start) / interval) + 1;
  const openAt = day.start + (n - 1) * interval;
  const drawAt = Math.min(end, openAt + interval);
  return slot(`${day.code}-${pad(n, 4)}`, openAt, drawAt, game.lockSeconds);
}

function dailyDrawAt(game: GameSchedule, ms: number, offsetDays: number) {
  const [h, min] = (game.dailyTime as string).split(':').map(Number) as [number, number];
  const day = midnight(ms, game.timeZone, offsetDays);
  return { at: zonedTime(day.year, day.month, day.day, h, min, game.timeZone), code: day.code };
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

/** A daily time `HH:MM`, or an interval that divides the day into whole draws of >= 30 s. */
export function scheduleProblem(game: GameSchedule): string | null {
  if ((game.intervalSeconds == null) === (game.dailyTime == null)) return 'give intervalSeconds or dailyTime';
  if (game.intervalSeconds != null) {
    if (
      !Number.isInteger(game.intervalSeconds) ||
      game.intervalSeconds < LOTTERY_MIN_INTERVAL_SECONDS ||
      86_400 % game.intervalSeconds !== 0
    ) {
      return `intervalSeconds must be at least ${LOTTERY_MIN_INTERVAL_SECONDS} and divide 86400`;
    }
    if (game.lockSeconds >= game.intervalSeconds) return 'lockSeconds must be shorter than the interval';
  }
  if (game.dailyTime != null && !/^([01]\d|2[0-3]):[0-5]\d$/.test(game.dailyTime))
    return 'dailyTime must be HH:MM';
  try {
    localParts(0, game.timeZone);
  } catch {
    return 'unknown timeZone';
  }
  return null;
}
