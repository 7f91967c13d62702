import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SlipLine } from '../betting-rules.ts';
import { BetSlip } from './bet-slip.tsx';

// The bet slip (decision 095): lines, total, what a line may win, and when Confirm may be
// tapped. What one tap sends is use-bet-slip's; the sums are betting-rules' table tests.

const big: SlipLine = {
  betType: 'BIG_SMALL',
  content: 'BIG',
  combinations: 1,
  oddsMilli: 1960,
  unitStake: '10.00',
};
const digits: SlipLine = {
  betType: 'POS_DIGIT',
  content: '3:1,7',
  combinations: 2,
  oddsMilli: 9800,
  unitStake: '2.50',
};

function renderSlip(props: Partial<ComponentProps<typeof BetSlip>> = {}) {
  const handlers = { onRemove: vi.fn(), onConfirm: vi.fn() };
  render(
    <BetSlip
      slip={{ lines: [big, digits], key: null }}
      status={{ kind: 'idle' }}
      onSale
      signedIn
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const confirm = () =>
  screen.getByRole('button', { name: /Confirm bet|Log in to bet|Placing…/ }) as HTMLButtonElement;
const total = () => screen.getByTestId('bet-total').textContent;

describe('BetSlip', () => {
  it('lists each line with its stake and what it may win, and totals them', () => {
    renderSlip();
    const slip = screen.getByTestId('bet-slip').textContent;
    expect(slip).toContain('1 × 10.00 = 10.00');
    expect(slip).toContain('Wins up to 19.60 per winning combination');
    expect(slip).toContain('2 × 2.50 = 5.00');
    expect(slip).toContain('Wins up to 24.50 per winning combination');
    expect(total()).toBe('15.00');
    expect(confirm().disabled).toBe(false);
  });

  it('says an empty slip is empty, totals 0.00 and cannot be confirmed', () => {
    renderSlip({ slip: { lines: [], key: null } });
    expect(screen.getByText('Your slip is empty: pick numbers and tap Add to slip')).toBeTruthy();
    expect(total()).toBe('0.00');
    expect(confirm().disabled).toBe(true);
  });

  it('removes a line by its position', async () => {
    const { onRemove } = renderSlip();
    await userEvent.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(onRemove).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('cannot be confirmed while sales are closed', () => {
    renderSlip({ onSale: false });
    expect(confirm().disabled).toBe(true);
  });

  it('offers a guest Log in to bet, even on an empty slip', async () => {
    const { onConfirm } = renderSlip({ signedIn: false, slip: { lines: [], key: null } });
    expect(confirm().textContent).toBe('Log in to bet');
    await userEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('locks Confirm and the lines while the slip is being placed', () => {
    renderSlip({ status: { kind: 'pending' } });
    expect(confirm().textContent).toBe('Placing…');
    expect(confirm().disabled).toBe(true);
    expect(confirm().getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Remove line 1' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says how many bets were placed', () => {
    renderSlip({ status: { kind: 'placed', count: 1 } });
    expect(screen.getByRole('status').textContent).toBe('Bets placed: 1');
  });

  it('says why the slip was refused, in words', () => {
    renderSlip({
      status: { kind: 'failed', code: 'LOTTERY_DRAW_CLOSED', messageKey: 'errors.LOTTERY_DRAW_CLOSED' },
    });
    expect(screen.getByRole('status').textContent).toBe('Betting on this draw has closed.');
  });
});
