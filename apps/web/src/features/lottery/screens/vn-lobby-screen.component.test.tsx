import { LotteryMenuResponse, ROUTES, STORAGE_KEYS, WEB_API_PATHS } from '@lobby/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, never, ok, type StubRoute } from '../../../test-support/fetch-stub.ts';
import { currentPath, MEMBER, type RenderOptions, renderApp } from '../../../test-support/render-app.tsx';
import { VnLobbyScreen } from './vn-lobby-screen.tsx';

// /m/moreLottery (spec 2.12, 4; decision 093): tabs, favourites under LOTTFAV, the guest's way
// to log in, and the list's states, on answers of the shared LotteryMenuResponse shape. The tab
// and favourite rules have their table tests in lottery-rules.test.ts and lottery-fav.test.ts.

const entry = (gameId: number, gameCode: string, remark: string, tag: string, remainTime: number) => ({
  gameId,
  gameCode,
  remark,
  mobileIconUrl: '',
  tag,
  numero: `20261124-${String(gameId).padStart(4, '0')}`,
  isSale: remainTime > 0,
  remainTime,
  lockTime: 5,
  previousWinningNumber: '3,1,4,1,5',
});
const menu = ok(LotteryMenuResponse, {
  serverTime: 0,
  groups: [
    {
      tag: 'NORTH',
      labelName: 'Northern',
      gameMenus: [
        entry(11, 'VNN1', 'Northern lottery', 'HOT', 185),
        entry(12, 'VNN2', 'Northern 2', '', 3605),
      ],
    },
    {
      tag: 'FAST',
      labelName: 'Fast 5',
      gameMenus: [entry(21, 'F5M1', 'Fast 5 (1 min)', 'HOT', 42), entry(22, 'F5M3', 'Fast 5 (3 min)', '', 0)],
    },
  ],
});

function renderLobby(answer: StubRoute = menu, options: RenderOptions = {}) {
  return renderApp(<VnLobbyScreen />, {
    path: ROUTES.moreLottery,
    api: { [WEB_API_PATHS.lotteryVnMenu]: answer },
    ...options,
  });
}
const names = () =>
  screen
    .queryAllByTestId('lottery-item')
    .map((item) => item.querySelector('.lottery-item-name')?.textContent);

describe('the Vietnamese lottery lobby', () => {
  it('opens on Hot, then the favourites tab and the server groups', async () => {
    renderLobby(menu, { session: MEMBER });
    await screen.findAllByTestId('lottery-item');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Hot',
      'Favourites',
      'Northern',
      'Fast 5',
    ]);
    expect(names()).toEqual(['Northern lottery', 'Fast 5 (1 min)']);
  });

  it('keeps a member favourite under LOTTFAV, first in its group and under Favourites', async () => {
    const { user } = renderLobby(menu, { session: MEMBER });
    await screen.findAllByTestId('lottery-item');
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(screen.getByText('No favourites yet: tap a heart to add one')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Fast 5' }));
    await user.click(screen.getByRole('button', { name: 'Favourite: Fast 5 (3 min)' }));
    expect(names()).toEqual(['Fast 5 (3 min)', 'Fast 5 (1 min)']);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.LOTTFAV) ?? '{}')).toEqual({ lantern01: [22] });
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(names()).toEqual(['Fast 5 (3 min)']);
    await user.click(screen.getByRole('button', { name: 'Favourite: Fast 5 (3 min)' }));
    expect(names()).toEqual([]);
  });

  it('sends a guest tapping Favourites to the login page', async () => {
    const { user } = renderLobby();
    await screen.findAllByTestId('lottery-item');
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(currentPath()).toBe(ROUTES.login);
  });

  it('counts down a game on sale in a timer, and is idle for one that is not', async () => {
    const { user } = renderLobby();
    const [first] = await screen.findAllByTestId('lottery-item');
    const timer = within(first as HTMLElement).getByRole('timer');
    expect(timer.textContent).toMatch(/^00:0[23]:\d\d$/);
    expect(timer.getAttribute('aria-label')).toMatch(/^Time left to bet: \d+ s$/);
    await user.click(screen.getByRole('tab', { name: 'Fast 5' }));
    const idle = within(document.querySelector('[data-game-id="22"]') as HTMLElement).getByRole('timer');
    expect(idle.textContent).toBe('--:--:--');
    expect(idle.getAttribute('aria-label')).toBe('Not on sale');
  });

  it('says it is loading while the menu is on its way', () => {
    renderLobby(never());
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it('offers another try when the menu fails, and lists the games once it answers', async () => {
    let answer = apiError('INTERNAL_ERROR', 500);
    const { user } = renderLobby(() => answer);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The lottery games could not be loaded.',
    );
    answer = menu;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('lottery-item')).toHaveLength(2);
  });
});
