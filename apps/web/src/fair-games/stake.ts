import type { InhouseSessionResponse } from '@lobby/shared';
import { h } from './dom.ts';
import { t } from './i18n.ts';
import { scaleStake, toMoney, withinLimits } from './money.ts';

// The stake field every game shares: a decimal keypad, halve and double, the limits stated.

export interface StakeField {
  element: HTMLElement;
  /** The stake as Money, or null after showing why it is not one. */
  read(): string | null;
  setDisabled(disabled: boolean): void;
}

export function stakeField(session: InhouseSessionResponse): StakeField {
  const input = h('input', {
    type: 'text',
    inputmode: 'decimal',
    class: 'stake-input',
    id: 'stake',
    value: session.minBet,
    autocomplete: 'off',
  });
  const hint = h(
    'p',
    { class: 'hint', id: 'stake-hint' },
    t('stake_limits', { min: session.minBet, max: session.maxBet }),
  );
  input.setAttribute('aria-describedby', 'stake-hint');
  const scale = (factor: 0.5 | 2) => {
    const current = toMoney(input.value) ?? session.minBet;
    input.value = scaleStake(current, factor, session.minBet, session.maxBet);
  };
  const half = h('button', { type: 'button', class: 'chip', onclick: () => scale(0.5) }, '½');
  const double = h('button', { type: 'button', class: 'chip', onclick: () => scale(2) }, '2×');
  return {
    element: h(
      'div',
      { class: 'stake' },
      h('label', { for: 'stake', class: 'field-label' }, t('stake'), ' (', session.currency, ')'),
      h('div', { class: 'stake-row' }, input, half, double),
      hint,
    ),
    read() {
      const amount = toMoney(input.value);
      const ok = amount !== null && withinLimits(amount, session.minBet, session.maxBet);
      input.setAttribute('aria-invalid', String(!ok));
      hint.classList.toggle('error', !ok);
      if (ok) input.value = amount;
      return ok ? amount : null;
    },
    setDisabled(disabled) {
      for (const element of [input, half, double]) element.disabled = disabled;
    },
  };
}
