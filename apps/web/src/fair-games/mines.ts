import type { FairRoundView, PlayResponse } from '@lobby/shared';
import {
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  minesMultiplier,
} from '../../../../packages/shared/src/fair/mines.ts';
import type { GameContext } from './context.ts';
import { h } from './dom.ts';
import { t } from './i18n.ts';
import { formatMultiplier } from './money.ts';
import { stakeField } from './stake.ts';

// Mines (issue 12): a 5 x 5 grid hides 1 to 24 mines. Each safe tile raises the cash-out
// multiplier (the shared engine's); cash out any time, or a mine ends the round and shows them all.

interface MinesOutcome {
  revealed?: number[];
  mines?: number[];
}

const playButton = (className: string, testId: string, label: string, onclick: () => void) =>
  h('button', { type: 'button', class: className, 'data-testid': testId, onclick }, label);

/** What the status line says when a round ends. */
const endText = (round: FairRoundView) =>
  round.multiplier > 0
    ? t('mines_cashed', { payout: round.payout, multiplier: formatMultiplier(round.multiplier) })
    : t('mines_boom');

function minesCountSelect(): HTMLSelectElement {
  const count = h('select', { id: 'mines-count', class: 'select' });
  for (let mines = MINES_MIN; mines <= MINES_MAX; mines++) {
    count.append(h('option', { value: mines, selected: mines === 3 }, String(mines)));
  }
  return count;
}

function tileButtons(onReveal: (tile: number) => void): HTMLButtonElement[] {
  return Array.from({ length: MINES_TILES }, (_, tile) =>
    h('button', {
      type: 'button',
      class: 'tile',
      'data-tile': tile,
      'aria-label': t('mines_tile', { n: tile + 1 }),
      disabled: true,
      onclick: () => onReveal(tile),
    }),
  );
}

/** Safe tiles show a gem, mines (all of them once the round is over) a burst; the hit one stands out. */
function paintTiles(tiles: HTMLButtonElement[], revealed: Set<number>, mines: Set<number>, locked: boolean) {
  tiles.forEach((tile, i) => {
    const mine = mines.has(i);
    const safe = revealed.has(i) && !mine;
    tile.className = `tile${safe ? ' safe' : ''}${mine ? ' mine' : ''}${mine && revealed.has(i) ? ' hit' : ''}`;
    tile.textContent = mine ? '✹' : safe ? '◆' : '';
    tile.disabled = locked || revealed.has(i);
  });
}

/** What the next safe tile would make the cash-out pay ('-' when no safe tile is left). */
function nextPays(mines: number, round: FairRoundView | null): string {
  const safe = ((round?.outcome as MinesOutcome | undefined)?.revealed ?? []).length;
  return safe + 1 <= MINES_TILES - mines ? formatMultiplier(minesMultiplier(mines, safe + 1)) : '-';
}

const cashoutLabel = (round: FairRoundView | null, safeCount: number) =>
  round?.state === 'open' && safeCount > 0
    ? t('mines_cashout_at', { multiplier: formatMultiplier(round.multiplier) })
    : t('mines_cashout');

/** A round left open (the page was reloaded or closed mid-round): the page takes it up again. */
async function openRound(context: GameContext): Promise<FairRoundView | null> {
  const answer = await context.api.rounds().catch(() => null);
  return answer?.rounds.find((r) => r.family === 'mines' && r.state === 'open') ?? null;
}

export function mount(context: GameContext): HTMLElement {
  let round: FairRoundView | null = null;
  let busy = false;
  const stake = stakeField(context.session);
  const count = minesCountSelect();
  const status = h('p', { class: 'outcome', 'data-testid': 'outcome', 'aria-live': 'polite' });
  const next = h('strong', { 'data-testid': 'next-multiplier' });
  const tiles = tileButtons((tile) => void reveal(tile));
  const grid = h('div', { class: 'grid', 'data-testid': 'mines-grid' }, ...tiles);

  const start = playButton('play', 'play', t('mines_start'), () => void begin());
  const cashout = playButton('play cashout', 'cashout', t('mines_cashout'), () => void cash());
  cashout.hidden = true;

  const showNext = () => {
    next.textContent = nextPays(Number(count.value), round);
  };
  count.addEventListener('change', showNext);

  /** Paints the grid and the buttons from the round (null: no round yet). */
  const paint = () => {
    const outcome = (round?.outcome ?? {}) as MinesOutcome;
    const revealed = new Set(outcome.revealed ?? []);
    const mines = new Set(outcome.mines ?? []);
    const open = round?.state === 'open';
    paintTiles(tiles, revealed, mines, !open || busy);
    const safeCount = [...revealed].filter((i) => !mines.has(i)).length;
    start.hidden = open;
    cashout.hidden = !open;
    cashout.disabled = !open || safeCount === 0 || busy;
    cashout.textContent = cashoutLabel(round, safeCount);
    count.disabled = open || busy;
    stake.setDisabled(open || busy);
    showNext();
  };

  const run = async (work: () => Promise<PlayResponse>) => {
    busy = true;
    context.showError(null);
    paint();
    try {
      const answer = await work();
      round = answer.round;
      context.applyPlay(answer);
      status.textContent = round.state === 'open' ? '' : endText(round);
    } catch (error) {
      context.showError(error);
    } finally {
      busy = false;
      paint();
    }
  };

  const begin = () => {
    const amount = stake.read();
    if (!amount) return;
    return run(() => context.api.play('mines', { amount, mines: Number(count.value) }));
  };
  const reveal = (tile: number) => {
    if (!round || round.state !== 'open' || busy) return;
    const id = round.id;
    return run(() => context.api.reveal(id, tile));
  };
  const cash = () => {
    if (!round) return;
    const id = round.id;
    return run(() => context.api.cashout(id));
  };
  paint();
  void openRound(context).then((open) => {
    if (!open || round) return;
    round = open;
    count.value = String((open.params as { mines?: number }).mines ?? count.value);
    paint();
  });

  return h(
    'section',
    { class: 'game mines', 'aria-label': t('mines_title') },
    grid,
    status,
    h(
      'div',
      { class: 'stats' },
      h('label', { class: 'stat', for: 'mines-count' }, h('span', {}, t('mines_count')), count),
      h('div', { class: 'stat' }, h('span', {}, t('mines_next')), next),
    ),
    stake.element,
    start,
    cashout,
  );
}
