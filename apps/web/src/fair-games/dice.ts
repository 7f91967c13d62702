import type { DicePlayRequest } from '@lobby/shared';
import {
  DICE_MAX_TARGET,
  DICE_MIN_TARGET,
  diceMultiplier,
  diceWinChance,
} from '../../../../packages/shared/src/fair/dice.ts';
import { type GameContext, playButton } from './context.ts';
import { h, reducedMotion, wait } from './dom.ts';
import { t } from './i18n.ts';
import { formatMultiplier } from './money.ts';
import { stakeField } from './stake.ts';

// Dice (issue 12): a roll of 0.00 to 99.99 against a chosen target, over or under; the chance and
// the multiplier come from the shared engine, so the page shows what the vendor will pay.

const clampTarget = (value: number) =>
  Math.min(DICE_MAX_TARGET, Math.max(DICE_MIN_TARGET, Math.round(value * 100) / 100));

interface TargetControls {
  elements: HTMLElement[];
  params(): Pick<DicePlayRequest, 'target' | 'side'>;
}

/** The target (slider and field), over/under, and the chance and multiplier they give. */
function targetControls(): TargetControls {
  let side: DicePlayRequest['side'] = 'over';
  let target = 50;
  const slider = h('input', {
    type: 'range',
    class: 'target-slider',
    min: DICE_MIN_TARGET,
    max: DICE_MAX_TARGET,
    step: 0.01,
    value: target,
    'aria-label': t('dice_target'),
  });
  const number = h('input', {
    type: 'number',
    class: 'target-number',
    inputmode: 'decimal',
    min: DICE_MIN_TARGET,
    max: DICE_MAX_TARGET,
    step: 0.01,
    value: target.toFixed(2),
    'aria-label': t('dice_target'),
  });
  const chance = h('strong', { 'data-testid': 'win-chance' });
  const multiplier = h('strong', { 'data-testid': 'multiplier' });
  const under = h('button', { type: 'button', class: 'toggle', 'aria-pressed': 'false' }, t('dice_under'));
  const over = h('button', { type: 'button', class: 'toggle', 'aria-pressed': 'true' }, t('dice_over'));

  const refresh = () => {
    const params = { target, side };
    chance.textContent = `${diceWinChance(params).toFixed(2)}%`;
    multiplier.textContent = formatMultiplier(diceMultiplier(params));
    under.setAttribute('aria-pressed', String(side === 'under'));
    over.setAttribute('aria-pressed', String(side === 'over'));
    slider.classList.toggle('under', side === 'under');
  };
  const setTarget = (value: number, from: 'slider' | null) => {
    if (!Number.isFinite(value)) return;
    target = clampTarget(value);
    if (from !== 'slider') slider.value = String(target);
    number.value = target.toFixed(2);
    refresh();
  };
  const setSide = (next: DicePlayRequest['side']) => () => {
    side = next;
    refresh();
  };
  slider.addEventListener('input', () => setTarget(Number(slider.value), 'slider'));
  number.addEventListener('change', () => setTarget(Number(number.value), null));
  under.addEventListener('click', setSide('under'));
  over.addEventListener('click', setSide('over'));
  refresh();
  return {
    elements: [
      h('div', { class: 'track' }, slider),
      h('div', { class: 'toggles' }, under, over),
      h(
        'div',
        { class: 'stats' },
        h('label', { class: 'stat' }, h('span', {}, t('dice_target')), number),
        h('div', { class: 'stat' }, h('span', {}, t('win_chance')), chance),
        h('div', { class: 'stat' }, h('span', {}, t('multiplier')), multiplier),
      ),
    ],
    params: () => ({ target, side }),
  };
}

export function mount(context: GameContext): HTMLElement {
  const controls = targetControls();
  const stake = stakeField(context.session);
  const roll = h('output', { class: 'roll', 'data-testid': 'dice-roll' }, '--.--');
  const outcome = h('p', { class: 'outcome', 'data-testid': 'outcome', 'aria-live': 'polite' });

  /** Numbers flicker toward the result; a reduced-motion user sees it at once. */
  const animate = async (final: number) => {
    if (!reducedMotion()) {
      for (let i = 0; i < 10; i++) {
        roll.textContent = (Math.random() * 100).toFixed(2);
        await wait(40);
      }
    }
    roll.textContent = final.toFixed(2);
  };

  const button = playButton(
    context,
    stake,
    t('dice_roll'),
    async (amount) => {
      outcome.textContent = '';
      roll.className = 'roll rolling';
      const request: DicePlayRequest = { amount, ...controls.params() };
      const answer = await context.api.play('dice', request);
      const rolled = Number((answer.round.outcome as { roll?: number }).roll);
      await animate(rolled);
      const won = answer.round.multiplier > 0;
      roll.className = `roll ${won ? 'win' : 'loss'}`;
      outcome.textContent = won
        ? t('dice_won', { roll: rolled.toFixed(2), payout: answer.round.payout })
        : t('dice_lost', { roll: rolled.toFixed(2) });
      context.applyPlay(answer);
    },
    () => {
      roll.className = 'roll';
    },
  );

  return h(
    'section',
    { class: 'game dice', 'aria-label': t('dice_title') },
    h('div', { class: 'result' }, roll, outcome),
    ...controls.elements,
    stake.element,
    button,
  );
}
