import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { presetRange } from '../lib/record-period.ts';
import { PeriodChips } from './period-chips.tsx';

// The period chips of the records, the betting record and profit and loss (decisions 070, 085,
// 097): the same DOM each screen had before they shared it, and what a tap does.

const week = presetRange('days7');
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('PeriodChips', () => {
  it('is a group named Period of three chips, the current one pressed, with the screen’s names', () => {
    render(<PeriodChips value={week} onChange={() => undefined} name="pl" testId="profit-loss" />);
    const group = screen.getByRole('group', { name: 'Period' });
    expect(group.className).toBe('chip-row pl-chips');
    const chips = within(group).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Today', '7 days', '30 days']);
    expect(chips.map((chip) => chip.className)).toEqual(['chip pl-chip', 'chip pl-chip', 'chip pl-chip']);
    expect(chips.map((chip) => chip.dataset.testid)).toEqual([
      'profit-loss-range-today',
      'profit-loss-range-days7',
      'profit-loss-range-days30',
    ]);
    expect([pressed('Today'), pressed('7 days'), pressed('30 days')]).toEqual(['false', 'true', 'false']);
  });

  it('answers the tapped period, ending today in the merchant’s zone', async () => {
    const onChange = vi.fn();
    render(<PeriodChips value={week} onChange={onChange} name="gr" testId="game-records" />);
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(onChange).toHaveBeenCalledWith(presetRange('today'));
  });

  it('offers Custom to a screen with its own form, pressed as the screen says, in a plain row', async () => {
    const onPick = vi.fn();
    const onChange = vi.fn();
    const { container } = render(
      <PeriodChips
        value={week}
        onChange={onChange}
        name="records"
        testId="records"
        labelled={false}
        custom={{ pressed: true, onPick }}
      />,
    );
    expect(screen.queryByRole('group')).toBeNull();
    expect(container.firstElementChild?.outerHTML).toMatch(/^<div class="chip-row records-chips">/);
    expect(screen.getByTestId('records-range-custom').textContent).toBe('Custom');
    expect([pressed('7 days'), pressed('Custom')]).toEqual(['true', 'true']);
    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    expect(onPick).toHaveBeenCalledOnce();
    expect(onChange).not.toHaveBeenCalled();
  });
});
