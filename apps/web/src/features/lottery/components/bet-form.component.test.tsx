import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BetForm } from './bet-form.tsx';

// The betting page's pickers (decision 095): bet types, the picker,
// quick picks and the unit stake, up to "Add to slip". The rules behind them (content grammar,
// combinations, stakes) have their table tests in betting-rules.test.ts.

function renderForm(family: 'FAST5' | 'VNN' = 'FAST5') {
  const onAdd = vi.fn();
  render(<BetForm family={family} onAdd={onAdd} />);
  return { onAdd, user: userEvent.setup() };
}

const board = () => within(screen.getByRole('group', { name: /^Choose for / }));
const option = (name: string) => board().getByRole('button', { name });
const chip = (name: string) =>
  within(screen.getByRole('group', { name: 'Stake per combination' })).getByRole('button', { name });
const add = () => screen.getByRole('button', { name: 'Add to slip' }) as HTMLButtonElement;
const hint = () => screen.getByTestId('bet-combinations').textContent;
const pressed = () =>
  board()
    .queryAllByRole('button', { pressed: true })
    .map((button) => button.textContent);

describe('BetForm', () => {
  it('opens on the first bet type with nothing picked and Add to slip disabled', () => {
    renderForm();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Position digit');
    expect(screen.getAllByRole('tab')).toHaveLength(7);
    expect(screen.getAllByRole('button', { name: /^Position \d$/ })).toHaveLength(5);
    expect(hint()).toBe('Pick your numbers');
    expect(add().disabled).toBe(true);
  });

  it('adds Big at a 10 stake as one line, then empties the picker', async () => {
    const { onAdd, user } = renderForm();
    await user.click(screen.getByRole('tab', { name: 'Big / Small' }));
    expect(screen.getByText('Odds 1.96')).toBeTruthy();
    await user.click(option('Big'));
    expect(hint()).toBe('Combinations: 1');
    await user.click(chip('10'));
    await user.click(add());
    expect(onAdd).toHaveBeenCalledExactlyOnceWith({
      betType: 'BIG_SMALL',
      content: 'BIG',
      combinations: 1,
      oddsMilli: 1960,
      unitStake: '10.00',
    });
    expect(add().disabled).toBe(true);
    expect(hint()).toBe('Pick your numbers');
  });

  it('replaces a single choice, and toggles options where several may be picked', async () => {
    const { user } = renderForm();
    await user.click(option('3'));
    await user.click(option('7'));
    expect(hint()).toBe('Combinations: 2');
    await user.click(option('3'));
    expect(hint()).toBe('Combinations: 1');
    // Sum takes one total per line: a second tap moves the choice.
    await user.click(screen.getByRole('tab', { name: 'Sum' }));
    await user.click(option('22'));
    await user.click(option('23'));
    expect(pressed()).toEqual(['23']);
  });

  it('clears the picks when the bet type changes', async () => {
    const { user } = renderForm();
    await user.click(option('5'));
    await user.click(screen.getByRole('tab', { name: 'Sum' }));
    await user.click(screen.getByRole('tab', { name: 'Position digit' }));
    expect(hint()).toBe('Pick your numbers');
    expect(add().disabled).toBe(true);
  });

  it('shows the 00-99 board for lô, and Random picks one line that Clear empties', async () => {
    const { user } = renderForm('VNN');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Lô 2 số');
    expect(board().getAllByRole('button')).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Random' }));
    expect(hint()).toBe('Combinations: 1');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(hint()).toBe('Pick your numbers');
  });

  it('takes exactly its count for xiên 2 and ignores a third pick', async () => {
    const { user } = renderForm('VNN');
    await user.click(screen.getByRole('tab', { name: 'Xiên 2' }));
    expect(hint()).toBe('Pick exactly 2 numbers');
    await user.click(option('05'));
    expect(add().disabled).toBe(true);
    await user.click(option('17'));
    await user.click(option('68'));
    expect(pressed()).toEqual(['05', '17']);
    expect(add().disabled).toBe(false);
  });

  it('keeps three typed digits for 3 càng', async () => {
    const { onAdd, user } = renderForm('VNN');
    await user.click(screen.getByRole('tab', { name: '3 càng' }));
    const entry = screen.getByRole('textbox', { name: 'Enter 3 digits' }) as HTMLInputElement;
    await user.type(entry, '5a27');
    expect(entry.value).toBe('527');
    await user.click(add());
    expect(onAdd.mock.calls[0]?.[0]).toMatchObject({ betType: 'CANG3', content: '527' });
  });

  it('refuses a typed stake that is no amount, and takes a decimal comma', async () => {
    const { onAdd, user } = renderForm();
    await user.click(option('1'));
    const custom = screen.getByRole('textbox', { name: 'Other amount' });
    await user.type(custom, '0');
    expect(screen.getByText('Enter an amount such as 10 or 2.50')).toBeTruthy();
    expect(custom.getAttribute('aria-invalid')).toBe('true');
    expect(add().disabled).toBe(true);
    await user.clear(custom);
    await user.type(custom, '2,5');
    expect(screen.queryByText('Enter an amount such as 10 or 2.50')).toBeNull();
    // A typed stake replaces the chips: none shows pressed.
    const chips = within(screen.getByRole('group', { name: 'Stake per combination' }));
    expect(chips.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    await user.click(add());
    expect(onAdd.mock.calls[0]?.[0]).toMatchObject({ unitStake: '2.50' });
  });
});
