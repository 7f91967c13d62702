import { LotteryListResponse, ROUTES, STORAGE_KEYS, WEB_API_PATHS } from '@lobby/shared';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test-support/fetch-stub.ts';
import { currentPath, MEMBER, renderApp } from '../../../test-support/render-app.tsx';
import { LotteryListScreen } from './lottery-list-screen.tsx';

// /m/lottery (spec 2.1, 2.12, 4; decisions 093, 094): every game with its countdown, idle when
// not on sale, the member's favourites first, and a guest's heart sending to the login.

const game = (gameId: number, gameCode: string, remark: string, remainTime: number) => ({
  gameId,
  gameCode,
  gameGroupCode: 'FAST',
  family: 'FAST5' as const,
  remark,
  mobileIconUrl: '',
  numero: `20261124-${String(gameId).padStart(4, '0')}`,
  isSale: remainTime > 0,
  remainTime,
  lockTime: 5,
  winningTime: remainTime * 1000,
  previousWinningNumber: '3,1,4,1,5',
  previousNumero: '20261124-0001',
  hot: false,
});
const list = ok(LotteryListResponse, {
  serverTime: 0,
  list: [game(21, 'F5M1', 'Fast 5 (1 min)', 42), game(22, 'F5M3', 'Fast 5 (3 min)', 0)],
});
const renderList = (session = false) =>
  renderApp(<LotteryListScreen />, {
    path: ROUTES.lottery,
    api: { [WEB_API_PATHS.lotteryList]: list },
    ...(session ? { session: MEMBER } : {}),
  });
const timerOf = (gameId: number) =>
  within(document.querySelector(`[data-game-id="${gameId}"]`) as HTMLElement).getByRole('timer');

describe('LotteryListScreen', () => {
  it('counts down in a timer each second, and is idle for a game not on sale', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    renderList();
    await screen.findAllByTestId('lottery-item');
    const timer = timerOf(21);
    expect(timer.textContent).toBe('00:00:37');
    expect(timer.getAttribute('aria-label')).toBe('Time left to bet: 37 s');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe('00:00:36');
    expect(timerOf(22).textContent).toBe('--:--:--');
  });

  it("lists a member's favourites first, and keeps them under LOTTFAV", async () => {
    localStorage.setItem(STORAGE_KEYS.LOTTFAV, JSON.stringify({ [MEMBER.userName]: [22] }));
    const { user } = renderList(true);
    const names = async () =>
      (await screen.findAllByTestId('lottery-item')).map(
        (item) => item.querySelector('.lottery-item-name')?.textContent,
      );
    expect(await names()).toEqual(['Fast 5 (3 min)', 'Fast 5 (1 min)']);
    await user.click(screen.getByRole('button', { name: 'Favourite: Fast 5 (1 min)' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.LOTTFAV) ?? '{}')).toEqual({
      [MEMBER.userName]: [22, 21],
    });
  });

  it('sends a guest tapping a heart to the login', async () => {
    const { user } = renderList();
    await screen.findAllByTestId('lottery-item');
    await user.click(screen.getByRole('button', { name: 'Favourite: Fast 5 (1 min)' }));
    expect(currentPath()).toBe(ROUTES.login);
  });
});
