import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PanelNote } from './panel-note.tsx';

describe('PanelNote', () => {
  const props = {
    pending: false,
    failed: false,
    onRetry: () => undefined,
    empty: false,
    emptyKey: 'lottery.betting.noBets',
  };
  it('says the list failed and retries', async () => {
    const onRetry = vi.fn();
    render(<PanelNote {...props} failed pending onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
  it('says loading', () => {
    render(<PanelNote {...props} pending empty />);
    expect(screen.getByText('Loading…')).toBeTruthy();
  });
  it('says empty', () => {
    render(<PanelNote {...props} empty />);
    expect(screen.getByText(/no bets/i)).toBeTruthy();
  });
  it('is nothing once loaded', () => {
    const { container } = render(<PanelNote {...props} />);
    expect(container.textContent).toBe('');
  });
});
