import {
  BalanceResponse,
  MemberInfo,
  ROUTES,
  STORAGE_KEYS,
  WEB_API_PATHS,
  WithdrawalCheckResponse,
} from '@lobby/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from '../components/header/header.tsx';
import { ok } from '../test-support/fetch-stub.ts';
import { currentPath, MEMBER, renderApp } from '../test-support/render-app.tsx';
import { HeaderAccount, HeaderAccountMenu, HeaderWithdrawGate } from './header-account.tsx';

// The logged-in home header (spec 2.3; decision 067) as app-layout composes it: the member's
// name and balance, the withdraw link behind the withdrawal check, and the member's menu.

const member = ok(MemberInfo, {
  id: 1,
  nickname: null,
  account: 'lantern_player',
  regDate: 0,
  type: 1,
  toUpline: null,
  vipLevel: 0,
  headIcon: 1,
});
const check = (allowed: boolean) =>
  ok(WithdrawalCheckResponse, {
    allowed,
    realMember: true,
    hasBankCard: allowed,
    hasPaymentPassword: allowed,
    turnoverMet: true,
    turnoverRemaining: '0.00',
  });

function renderHeader({ allowed = true, balance = '12.50' } = {}) {
  return renderApp(
    <Header account={HeaderAccount} accountMenu={HeaderAccountMenu} withdrawGate={HeaderWithdrawGate} />,
    {
      session: MEMBER,
      api: {
        [WEB_API_PATHS.member]: member,
        [WEB_API_PATHS.balance]: ok(BalanceResponse, { sumBalance: balance, currencySymbol: 'K' }),
        [WEB_API_PATHS.withdrawalCheck]: check(allowed),
      },
    },
  );
}
const header = () => within(screen.getByRole('banner'));
const balance = () => screen.getByTestId('header-balance').textContent;
const openMenu = async (user: ReturnType<typeof renderHeader>['user']) => {
  await user.click(header().getByRole('button', { name: 'Menu' }));
  return within(await screen.findByRole('dialog', { name: 'Menu' }));
};

describe('the logged-in header', () => {
  it('shows the account, the balance with 2 decimals, deposit and withdraw, and no login links', async () => {
    renderHeader();
    expect(await header().findByText('lantern_player')).toBeTruthy();
    await waitFor(() => expect(balance()).toBe('K 12.50'));
    expect(header().getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(ROUTES.voucherCenter);
    expect((await header().findByRole('link', { name: 'Withdraw' })).getAttribute('href')).toBe(
      ROUTES.withdraw,
    );
    expect(header().queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('hides withdraw while the withdrawal check fails (decision 067)', async () => {
    const { api } = renderHeader({ allowed: false });
    await waitFor(() => expect(api.callsTo(WEB_API_PATHS.withdrawalCheck)).toHaveLength(1));
    await waitFor(() => expect(balance()).toBe('K 12.50'));
    expect(header().queryByRole('link', { name: 'Withdraw' })).toBeNull();
  });

  it('masks the balance on request, and keeps the choice on this device', async () => {
    const { user, unmount } = renderHeader({ balance: '0.00' });
    await waitFor(() => expect(balance()).toBe('K 0.00'));
    const menu = await openMenu(user);
    await user.click(menu.getByRole('button', { name: 'Hide balance' }));
    expect(balance()).toBe('K ******');
    expect(localStorage.getItem(STORAGE_KEYS.hideBalance)).toBe('1');
    unmount();

    const again = renderHeader({ balance: '0.00' });
    await waitFor(() => expect(balance()).toBe('K ******'));
    const reopened = await openMenu(again.user);
    await again.user.click(reopened.getByRole('button', { name: 'Show balance' }));
    expect(balance()).toBe('K 0.00');
  });

  it('refreshes the balance from the menu, which closes', async () => {
    const { user, api } = renderHeader();
    await waitFor(() => expect(balance()).toBe('K 12.50'));
    const menu = await openMenu(user);
    await user.click(menu.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(api.callsTo(WEB_API_PATHS.balance)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it.each([
    ['Personal setting', ROUTES.set],
    ['Change password', ROUTES.changePsw],
  ])('reaches %s from the menu', async (name, path) => {
    const { user } = renderHeader();
    await user.click((await openMenu(user)).getByRole('link', { name }));
    expect(currentPath()).toBe(path);
  });
});
