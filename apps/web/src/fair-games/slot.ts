import { SLOT_PAYTABLE, SLOT_REELS, type SlotSymbol } from '../../../../packages/shared/src/fair/slot.ts';
import { type GameContext, playButton } from './context.ts';
import { fill, h, reducedMotion, wait } from './dom.ts';
import { type TextKey, t } from './i18n.ts';
import { formatMultiplier } from './money.ts';
import { stakeField } from './stake.ts';
import { symbolElement } from './symbols.ts';

// The 3-reel slot (issue 12): one payline, the published paytable in a panel (the shared
// engine's, so the page shows exactly what pays), the paying line and rule highlighted.

interface SlotOutcome {
  stops?: number[];
  symbols?: SlotSymbol[];
  window?: SlotSymbol[][];
  wins?: { id: string; multiplier: number }[];
}

const symbolName = (symbol: SlotSymbol) => t(`symbol_${symbol}` as TextKey);
const symbol = (s: SlotSymbol) => symbolElement(s, symbolName(s));

/** The reels' window at rest before the first spin: each strip's first three symbols. */
const restingWindow = (): SlotSymbol[][] =>
  [0, 1, 2].map((row) => SLOT_REELS.map((strip) => strip[row] as SlotSymbol));

/** The published paytable's rows: the symbols from the left ("any" where any symbol counts) and the pay. */
function paytableRows(): HTMLElement[] {
  return SLOT_PAYTABLE.map((rule) =>
    h(
      'li',
      { class: 'rule', 'data-rule': rule.id },
      h(
        'span',
        { class: 'rule-symbols' },
        ...rule.pattern.map((s) => (s ? symbol(s) : h('span', { class: 'symbol any' }, t('slot_any')))),
      ),
      h('strong', {}, formatMultiplier(rule.multiplier)),
    ),
  );
}

/** Reels blur through their strips; none of it under reduced motion. */
async function spin(show: (window: SlotSymbol[][]) => void) {
  if (reducedMotion()) return;
  for (let frame = 0; frame < 8; frame++) {
    const offset = Math.floor(Math.random() * 20);
    show(
      [0, 1, 2].map((row) =>
        SLOT_REELS.map((strip) => strip[(offset + row + frame) % strip.length] as SlotSymbol),
      ),
    );
    await wait(50);
  }
}

export function mount(context: GameContext): HTMLElement {
  const stake = stakeField(context.session);
  const reels = SLOT_REELS.map((_, i) => h('div', { class: 'reel', 'data-reel': i }));
  const outcome = h('p', { class: 'outcome', 'data-testid': 'outcome', 'aria-live': 'polite' });
  const rules = paytableRows();

  /** `paying`: per reel, whether its symbol on the line counts in the rule that paid. */
  const show = (window: SlotSymbol[][], paying: readonly boolean[] = []) => {
    reels.forEach((reel, column) => {
      fill(
        reel,
        ...window.map((row, r) => {
          const win = r === 1 && paying[column] === true;
          const cell = h('div', { class: `cell${r === 1 ? ' line' : ''}${win ? ' win' : ''}` });
          cell.append(symbol(row[column] as SlotSymbol));
          return cell;
        }),
      );
    });
  };
  show(restingWindow());

  const spinAnimation = () => spin(show);

  const button = playButton(context, stake, t('slot_spin'), async (amount) => {
    outcome.textContent = '';
    for (const rule of rules) rule.classList.remove('win');
    const [answer] = await Promise.all([context.api.play('slot', { amount }), spinAnimation()]);
    const result = answer.round.outcome as SlotOutcome;
    const won = answer.round.multiplier > 0;
    const rule = SLOT_PAYTABLE.find((r) => r.id === result.wins?.[0]?.id);
    if (result.window)
      show(
        result.window,
        rule?.pattern.map((symbol) => symbol !== null),
      );
    for (const win of result.wins ?? []) {
      rules.find((rule) => rule.dataset.rule === win.id)?.classList.add('win');
    }
    outcome.textContent = won
      ? t('slot_won', {
          payout: answer.round.payout,
          multiplier: formatMultiplier(answer.round.multiplier),
        })
      : t('slot_lost');
    context.applyPlay(answer);
  });

  return h(
    'section',
    { class: 'game slot', 'aria-label': t('slot_title') },
    h('div', { class: 'reels', 'data-testid': 'reels' }, ...reels),
    outcome,
    stake.element,
    button,
    h(
      'details',
      { class: 'panel paytable', 'data-testid': 'paytable', open: true },
      h('summary', {}, t('paytable')),
      h(
        'div',
        { class: 'panel-body' },
        h('ol', { class: 'rules' }, ...rules),
        h('p', { class: 'hint' }, t('rtp', { rtp: (context.session.rtp * 100).toFixed(2) })),
      ),
    ),
  );
}
