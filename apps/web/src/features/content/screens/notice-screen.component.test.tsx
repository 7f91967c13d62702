import { Announcement, NoticesResponse, ROUTES, WEB_API_PATHS } from '@lobby/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, never, ok, type StubRoute } from '../../../test-support/fetch-stub.ts';
import { currentPath, renderApp } from '../../../test-support/render-app.tsx';
import { NoticeScreen } from './notice-screen.tsx';

// /m/notice (spec 2.1, 2.3, 7 "Announcements"): its loading, failed, empty and listed states,
// a notice opening in place, further pages on request, and in-app links routing in the app.

const notice = (id: number, title: string, content: string, day: number) =>
  Announcement.parse({
    id,
    type: 'PL',
    title,
    content,
    execution: null,
    promotionType: null,
    publishedAt: Date.UTC(2026, 10, day, 12),
  });
const page = (list: ReturnType<typeof notice>[], pageNum: number, totalPages: number) =>
  ok(NoticesResponse, { list, pageNum, totalPages });

const renderNotices = (answer: StubRoute) =>
  renderApp(<NoticeScreen />, { path: ROUTES.notice, api: { [WEB_API_PATHS.notices]: answer } });

describe('NoticeScreen', () => {
  it('shows the loading state while the notices are on their way', () => {
    renderNotices(never());
    expect(screen.getByTestId('content-loading').getAttribute('aria-busy')).toBe('true');
  });

  it('says so when there are none', async () => {
    renderNotices(page([], 1, 0));
    expect((await screen.findByTestId('notices-empty')).textContent).toBe('There are no announcements yet.');
  });

  it('offers another try when the call fails, and shows the list once it answers', async () => {
    let answer = apiError('SERVICE_UNAVAILABLE', 503);
    const { user } = renderNotices(() => answer);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The announcements could not be loaded.');
    answer = page([notice(1, 'Back again', '<p>x</p>', 3)], 1, 1);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeTruthy();
  });

  it('lists notices with their dates, asks in the language, opens one in place and loads more', async () => {
    const { user, api } = renderNotices(({ url }) =>
      url.searchParams.get('pageNo') === '1'
        ? page(
            [
              notice(
                1,
                'Weekend deposit bonus',
                '<p>Choose a channel and an amount. <a href="/m/voucherCenter">Deposit</a></p>',
                20,
              ),
            ],
            1,
            2,
          )
        : page([notice(2, 'Older news', '<p>old</p>', 2)], 2, 2),
    );
    const list = within(await screen.findByTestId('notice-list'));
    expect(Object.fromEntries(api.callsTo(WEB_API_PATHS.notices)[0]?.url.searchParams ?? [])).toMatchObject({
      platform: 'M',
      language: 'EN',
      pageNo: '1',
    });
    expect(document.querySelector('time')?.textContent).toBe('Nov 20, 2026');
    const first = list.getByRole('button', { name: /Weekend deposit bonus/ });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    await user.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(await list.findByText(/Choose a channel and an amount/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await list.findByText('Older news')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

    await user.click(list.getByRole('link', { name: 'Deposit' }));
    expect(currentPath()).toBe(ROUTES.voucherCenter);
  });
});
