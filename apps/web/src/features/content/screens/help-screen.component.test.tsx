import { HelpResponse, ROUTES, WEB_API_PATHS } from '@lobby/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok, type StubRoute } from '../../../test-support/fetch-stub.ts';
import { renderApp } from '../../../test-support/render-app.tsx';
import { HelpScreen } from './help-screen.tsx';

// /m/help and /m/helpDetail (spec 2.13): which item is open on arrival (`i`, else the first), the
// items opening and closing in place, the call's parameters, and the empty and failed states.

const items = ok(HelpResponse, {
  list: Array.from({ length: 6 }, (_, i) => ({
    id: 100 + i,
    title: `Question ${i + 1}`,
    content: `<p>Answer ${i + 1}</p>`,
  })),
});
const renderHelp = (path: string, answer: StubRoute = items) =>
  renderApp(<HelpScreen />, { path, api: { [WEB_API_PATHS.help]: answer } });
const toggles = () => within(screen.getByTestId('help-list')).getAllByRole('button');
const expanded = () => toggles().map((toggle) => toggle.getAttribute('aria-expanded'));
const shown = (text: string) => screen.queryByText(text)?.closest('section')?.hidden === false;

describe('HelpScreen', () => {
  it('opens item 3 for i=2, asking for the mobile items in the language', async () => {
    const { user, api } = renderHelp(`${ROUTES.helpDetail}?i=2`);
    await waitFor(() => expect(shown('Answer 3')).toBe(true));
    expect(Object.fromEntries(api.callsTo(WEB_API_PATHS.help)[0]?.url.searchParams ?? [])).toEqual({
      device: 'MOBILE',
      lang: 'EN',
    });
    expect(expanded()).toEqual(['false', 'false', 'true', 'false', 'false', 'false']);
    // Another title opens too; the open one closes on a second tap.
    await user.click(toggles()[4] as HTMLElement);
    await waitFor(() => expect(shown('Answer 5')).toBe(true));
    await user.click(toggles()[2] as HTMLElement);
    expect(shown('Answer 3')).toBe(false);
    expect(expanded()).toEqual(['false', 'false', 'false', 'false', 'true', 'false']);
  });

  it.each([
    [ROUTES.help, 'no i'],
    [`${ROUTES.help}?i=abc`, 'not a number'],
    [`${ROUTES.helpDetail}?i=9`, 'out of range'],
  ])('opens the first item for %s (%s)', async (path) => {
    renderHelp(path);
    await waitFor(() => expect(shown('Answer 1')).toBe(true));
    expect(expanded()[0]).toBe('true');
  });

  it('shows the empty state when there are no items', async () => {
    renderHelp(ROUTES.help, ok(HelpResponse, { list: [] }));
    expect((await screen.findByTestId('help-empty')).textContent).toBe(
      'The help centre has no articles yet.',
    );
  });

  it('offers another try when the call fails', async () => {
    let answer = apiError('SERVICE_UNAVAILABLE', 503);
    const { user } = renderHelp(ROUTES.help, () => answer);
    const alert = await screen.findByRole('alert');
    answer = items;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('help-list')).toBeTruthy();
  });
});
