import { Deposit, DepositsResponse, ROUTES, WEB_API_PATHS, WithdrawalsResponse } from '@lobby/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, never, ok, type StubRoute } from '../../../test-support/fetch-stub.ts';
import { MEMBER, renderApp } from '../../../test-support/render-app.tsx';
import { DepositReportScreen } from './deposit-report-screen.tsx';
import { WithdrawReportScreen } from './withdraw-report-screen.tsx';

// The record screens' states (spec 2.9, 7; decision 070) through /m/vouReport and
// /m/withdrawReport, which share components/paged-list.tsx: loading, failed with a retry, empty,
// and rows with their state and, for a rejected deposit, the reason.

const deposit = (id: string, state: Deposit['state'], reason: string | null) =>
  Deposit.parse({
    id,
    orderNo: `D26112400000${id}`,
    channelCode: 'BANK',
    channelName: 'Bank transfer',
    type: 'bank_transfer',
    amount: '50.00',
    bonus: '0.00',
    state,
    reason,
    hasReceipt: false,
    createdAt: Date.UTC(2026, 10, 24, 9),
    resolvedAt: null,
  });
const renderDeposits = (answer: StubRoute) =>
  renderApp(<DepositReportScreen />, {
    path: ROUTES.vouReport,
    session: MEMBER,
    api: { [WEB_API_PATHS.deposits]: answer },
  });

describe('the record screens', () => {
  it('shows four skeleton rows while the first page is on its way', () => {
    renderDeposits(never());
    const loading = screen.getByTestId('records-loading');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.querySelectorAll('span[aria-hidden="true"]')).toHaveLength(4);
  });

  it('shows deposits with their state, and the reason of a rejected one', async () => {
    renderDeposits(
      ok(DepositsResponse, {
        list: [deposit('2', 'rejected', 'No transfer arrived'), deposit('1', 'approved', null)],
        nextCursor: null,
      }),
    );
    const [rejected, approved] = await screen.findAllByTestId('records-item');
    expect(within(rejected as HTMLElement).getByTestId('records-state').textContent).toBe('Rejected');
    expect(within(rejected as HTMLElement).getByTestId('records-reason').textContent).toContain(
      'No transfer arrived',
    );
    expect(within(approved as HTMLElement).getByTestId('records-state').textContent).toBe('Approved');
    expect(screen.getByTestId('records-end').textContent).toBe('No more records');
  });

  it('offers another try when the list fails', async () => {
    let answer = apiError('INTERNAL_ERROR', 500);
    const { user } = renderDeposits(() => answer);
    const failed = await screen.findByTestId('records-failed');
    expect(failed.textContent).toContain('Your records could not be loaded.');
    answer = ok(DepositsResponse, { list: [deposit('1', 'pending', null)], nextCursor: null });
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('records-item')).toHaveLength(1);
  });

  it('shows the empty state for a member who never withdrew', async () => {
    renderApp(<WithdrawReportScreen />, {
      path: ROUTES.withdrawReport,
      session: MEMBER,
      api: { [WEB_API_PATHS.withdrawals]: ok(WithdrawalsResponse, { list: [], nextCursor: null }) },
    });
    expect((await screen.findByTestId('records-empty')).textContent).toBe('No records in this period.');
  });
});
