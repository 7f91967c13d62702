import { UserAgreementResponse, WEB_API_PATHS } from '@lobby/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, never, ok, type StubRoute } from '../../../test-support/fetch-stub.ts';
import { renderApp } from '../../../test-support/render-app.tsx';
import { UserAgreementScreen } from './user-agreement-screen.tsx';

// /m/useragreement (spec 2.1, 2.6 item 7; decision 041): loading, none published, failed with a
// retry, the agreement, and the word when it is shown in another language than the reader's.

const renderAgreement = (answer: StubRoute) =>
  renderApp(<UserAgreementScreen />, {
    path: '/m/useragreement',
    api: { [WEB_API_PATHS.userAgreement]: answer },
  });
const agreement = (language: 'EN' | 'MY') =>
  ok(UserAgreementResponse, {
    agreement: { language, html: '<h3>User agreement</h3><p>Play fair.</p>', updatedAt: 0 },
  });

describe('UserAgreementScreen', () => {
  it('says it is loading, then shows the agreement in the reader’s language', async () => {
    const { unmount } = renderAgreement(never());
    expect(screen.getByText('Loading…').closest('main')?.getAttribute('aria-busy')).toBe('true');
    unmount();
    renderAgreement(agreement('EN'));
    const text = within(await screen.findByTestId('agreement-text'));
    expect(await text.findByRole('heading', { name: 'User agreement' })).toBeTruthy();
    expect(screen.queryByText(/Not yet available in your language/)).toBeNull();
  });

  it('says so when none is published', async () => {
    renderAgreement(ok(UserAgreementResponse, { agreement: null }));
    expect((await screen.findByTestId('agreement-empty')).textContent).toBe(
      'No user agreement has been published yet.',
    );
  });

  it('offers another try when the call fails', async () => {
    let answer = apiError('SERVICE_UNAVAILABLE', 503);
    const { user } = renderAgreement(() => answer);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The user agreement could not be loaded.');
    answer = agreement('EN');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('agreement-text')).toBeTruthy();
  });

  it('says when the agreement is shown in another language', async () => {
    renderAgreement(agreement('MY'));
    expect(await screen.findByText('Not yet available in your language. Shown in မြန်မာ.')).toBeTruthy();
    expect(screen.getByTestId('agreement-text').getAttribute('lang')).toBe('my');
  });
});
