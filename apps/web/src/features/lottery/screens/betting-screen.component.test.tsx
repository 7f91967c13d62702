import {
  LotteryBet,
  LotteryListResponse,
  MyBetsResponse,
  OpenNumerosResponse,
  PlaceBetsResponse,
  ROUTES,
  type SessionInfo,
  WEB_API_PATHS,
} from '@lobby/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, type StubAnswer, type StubRoutes } from '../../../test-support/fetch-stub.ts';
import { currentPath, MEMBER, renderApp } from '../../../test-support/render-app.tsx';
import { BettingScreen } from './betting-screen.tsx';

// The betting page /m/startLottery (spec 2.1; decision 095) on answers of the
// shared lottery schemas: one request however often Confirm is tapped, the slip emptied once
// placed, a guest sent to log in, sales closed, and the My bets panel. The server's side of
// the same slip (idempotency, the ledger) is its API tests'.

const NOW = Date.UTC(2026, 10, 24, 9, 30);
const PATH = `${ROUTES.startLottery}?gameCode=F5M5&view=betting&prizeMode=Lott&backUrl=%2Fm%2Flottery`;
const list = ok(LotteryListResponse, {
  serverTime: NOW,
  list: [
    {
      gameId: 5,
      gameCode: 'F5M5',
      gameGroupCode: 'FAST',
      family: 'FAST5',
      remark: '5D 5 min',
      mobileIconUrl: '',
      numero: '20261124-0114',
      isSale: true,
      remainTime: 180,
      lockTime: 5,
      winningTime: NOW + 180_000,
      previousWinningNumber: '3,1,4,1,5',
      previousNumero: '20261124-0113',
      hot: false,
    },
  ],
});
/** The open draw: on sale from `opensIn` ms (negative: already), locking in 3 minutes. */
const numeros = (opensIn = -60_000) =>
  ok(OpenNumerosResponse, {
    serverTime: NOW,
    list: [
      {
        gameCode: 'F5M5',
        numero: '20261124-0114',
        state: 'open',
        openTime: NOW + opensIn,
        lockTime: NOW + 180_000,
        drawTime: NOW + 185_000,
        seedHash: 'a'.repeat(64),
        seed: null,
        result: null,
        winningNumber: '',
        voidReason: null,
      },
    ],
  });
const bet = LotteryBet.parse({
  id: 'L1',
  gameCode: 'F5M5',
  gameName: '5D 5 min',
  numero: '20261124-0114',
  betType: 'BIG_SMALL',
  content: 'BIG',
  combinations: 1,
  stake: '10.00',
  odds: '1.96',
  win: '0.00',
  state: 'open',
  placedAt: NOW,
  settledAt: null,
});

/** Renders the page for `session` (null: a guest). */
function renderBetting(api: StubRoutes = {}, session: SessionInfo | null = MEMBER) {
  const onPlaced = vi.fn();
  const view = renderApp(<BettingScreen balance={null} onPlaced={onPlaced} />, {
    path: PATH,
    ...(session ? { session } : {}),
    api: {
      [WEB_API_PATHS.lotteryList]: list,
      [WEB_API_PATHS.lotteryOpenNumeros]: numeros(),
      [`GET ${WEB_API_PATHS.lotteryBets}`]: ok(MyBetsResponse, { list: [], nextCursor: null }),
      ...api,
    },
  });
  return { ...view, onPlaced };
}
const confirm = () =>
  screen.getByRole('button', { name: /Confirm bet|Log in to bet|Placing…/ }) as HTMLButtonElement;

/** Big at a 10 stake, in the slip. */
async function slipBig(user: ReturnType<typeof renderBetting>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Big / Small' }));
  await user.click(screen.getByRole('button', { name: 'Big' }));
  await user.click(
    within(screen.getByRole('group', { name: 'Stake per combination' })).getByRole('button', { name: '10' }),
  );
  await user.click(screen.getByRole('button', { name: 'Add to slip' }));
}

describe('BettingScreen', () => {
  it('names the game and counts down to the lock of the draw on sale', async () => {
    renderBetting();
    expect(await screen.findByRole('heading', { name: '5D 5 min' })).toBeTruthy();
    await waitFor(() => expect(Number(screen.getByRole('timer').dataset.seconds)).toBeGreaterThan(170));
  });

  it('places one slip however often Confirm is tapped, then empties it', async () => {
    let answer: (value: StubAnswer) => void = () => undefined;
    const placed = new Promise<StubAnswer>((resolve) => {
      answer = resolve;
    });
    const { user, api, onPlaced } = renderBetting({ [`POST ${WEB_API_PATHS.lotteryBets}`]: () => placed });
    await slipBig(user);
    expect(screen.getByTestId('bet-total').textContent).toBe('10.00');
    await waitFor(() => expect(confirm().disabled).toBe(false));
    // Two taps in one frame: the second lands before React has re-rendered Confirm disabled.
    const button = confirm();
    act(() => {
      button.click();
      button.click();
    });
    await user.dblClick(confirm());
    expect(confirm().textContent).toBe('Placing…');
    const sent = api.callsTo(WEB_API_PATHS.lotteryBets, 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      gameCode: 'F5M5',
      numero: '20261124-0114',
      items: [{ betType: 'BIG_SMALL', content: 'BIG', unitStake: '10.00' }],
    });
    answer(ok(PlaceBetsResponse, { serverTime: NOW, bets: [bet], sumBalance: '9990.00' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Bets placed: 1'));
    expect(screen.getByTestId('bet-total').textContent).toBe('0.00');
    expect(onPlaced).toHaveBeenCalledOnce();
  });

  it('sends a guest who taps Log in to bet to the login, coming back here after', async () => {
    const { user } = renderBetting({}, null);
    await user.click(await screen.findByRole('button', { name: 'Log in to bet' }));
    expect(currentPath()).toBe(`${ROUTES.login}?redirect=${encodeURIComponent(PATH)}`);
  });

  it('cannot be confirmed before the draw opens', async () => {
    const { user } = renderBetting({ [WEB_API_PATHS.lotteryOpenNumeros]: numeros(30_000) });
    await slipBig(user);
    await waitFor(() => expect(document.querySelector('.betting-clock-closed')).not.toBeNull());
    expect(confirm().disabled).toBe(true);
  });

  it("lists the member's bets on this game under My bets, or says there are none", async () => {
    const { user, unmount } = renderBetting({
      [`GET ${WEB_API_PATHS.lotteryBets}`]: ok(MyBetsResponse, { list: [bet], nextCursor: null }),
    });
    await user.click(await screen.findByRole('tab', { name: 'My bets' }));
    const mine = await screen.findAllByTestId('my-bet');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.textContent).toContain('Big / Small');
    expect(mine[0]?.dataset.state).toBe('open');
    unmount();
    const empty = renderBetting();
    await empty.user.click(await screen.findByRole('tab', { name: 'My bets' }));
    expect(await screen.findByText('No bets on this game yet')).toBeTruthy();
  });
});
