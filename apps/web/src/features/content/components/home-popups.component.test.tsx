import { Announcement, ROUTES, STORAGE_KEYS, TIMINGS } from '@lobby/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent as page } from 'vitest/browser';
import { currentPath, MEMBER, renderApp } from '../../../test-support/render-app.tsx';
import { HomePopups } from './home-popups.tsx';

// Home's popups (spec 2.4, 4; decisions 051, 052): which popup a guest or a member sees, that a
// closed list stays closed until it changes, paging, and the latest news after the popup. The
// choice itself has its table tests in popup-selection.test.ts.

let nextId = 1;
function announcement(
  type: 'PU' | 'H',
  title: string,
  execution: 'A' | 'B' | 'F' | null = null,
  promotionType: string | null = null,
) {
  return Announcement.parse({
    id: nextId++,
    type,
    title,
    content: `<p>${title} text</p>`,
    execution,
    promotionType,
    publishedAt: 0,
  });
}
const guestWelcome = announcement('PU', 'Guest welcome', 'B');
const weekend = announcement('PU', 'Weekend draw', 'B');
const memberOffer = announcement('PU', 'Member offer', 'A', 'DAILY_REWARD');
const firstLogin = announcement('PU', 'First login', 'F');
const lobbyNews = announcement('H', 'Lobby news');

/**
 * The popup once it shows: a <dialog> is in the page before it opens, but has the dialog role
 * only then; one closing keeps it for its 200 ms animation, and never are two open.
 */
async function openPopup(testId = 'announcement-popup') {
  await waitFor(() => expect(screen.getByRole('dialog').dataset.testid).toBe(testId));
  return screen.getByRole('dialog');
}
const title = () => document.querySelector('.popup-title')?.textContent;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/**
 * Lets the popup's 500 ms (spec 9) pass on fake timers, and its lazily loaded dialog arrive: a
 * popup that is due is open after this, so one that is not open now is not coming.
 */
async function popupDelayPassed() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(TIMINGS.popupDelayMs);
    await import('./popup-dialog.tsx');
  });
}

/** Every page title of the open popup, paging forward. */
function titles(): string[] {
  const seen = [title() ?? ''];
  while (screen.queryByRole('button', { name: 'Next' }) && !button('Next').disabled) {
    fireEvent.click(button('Next'));
    seen.push(title() ?? '');
  }
  return seen;
}

describe('HomePopups', () => {
  it("shows a guest the guests' popup once, and again when the list changes (spec 4)", async () => {
    const view = renderApp(<HomePopups announcements={[guestWelcome, memberOffer]} />);
    await openPopup();
    expect(titles()).toEqual(['Guest welcome']);
    fireEvent.click(button('Close'));
    await waitFor(() => expect(screen.queryByTestId('announcement-popup')).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.SHELL_PU_B)).toContain('Guest welcome');

    view.unmount();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const again = renderApp(<HomePopups announcements={[guestWelcome, memberOffer]} />);
    await popupDelayPassed();
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
    again.unmount();

    renderApp(<HomePopups announcements={[guestWelcome, weekend]} />);
    await popupDelayPassed();
    expect(screen.getByRole('dialog').dataset.testid).toBe('announcement-popup');
    expect(titles()).toEqual(['Guest welcome', 'Weekend draw']);
  });

  it('pages previous and next, previous disabled on the first page, and Escape closes it', async () => {
    renderApp(<HomePopups announcements={[guestWelcome, weekend]} />);
    await openPopup();
    // spec 2.1: no page scroll behind a modal.
    expect(document.documentElement.classList.contains('scroll-locked')).toBe(true);
    expect(button('Previous').disabled).toBe(true);
    expect(screen.getByText('1 / 2')).toBeTruthy();
    fireEvent.click(button('Next'));
    expect(button('Previous').disabled).toBe(false);
    expect(button('Next').disabled).toBe(true);
    expect(screen.getByText('2 / 2')).toBeTruthy();
    // A real key press (Playwright's), which the browser turns into the dialog's cancel.
    await page.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('announcement-popup')).toBeNull());
    await waitFor(() => expect(document.documentElement.classList.contains('scroll-locked')).toBe(false));
    expect(localStorage.getItem(STORAGE_KEYS.SHELL_PU_B)).toContain('Weekend draw');
  });

  it("shows a member the members' popup, not the guests'; a first login adds F", async () => {
    const view = renderApp(<HomePopups announcements={[guestWelcome, memberOffer, firstLogin]} />, {
      session: MEMBER,
    });
    await openPopup();
    expect(titles()).toEqual(['Member offer']);
    view.unmount();
    localStorage.clear();
    renderApp(<HomePopups announcements={[guestWelcome, memberOffer, firstLogin]} />, {
      session: { ...MEMBER, firstTimeLogin: true },
    });
    await openPopup();
    expect(titles()).toEqual(['Member offer', 'First login']);
  });

  it("offers a promotion's go-to button, which opens the reward centre and closes the popup", async () => {
    renderApp(<HomePopups announcements={[memberOffer, announcement('PU', 'No promotion', 'A')]} />, {
      session: MEMBER,
    });
    await openPopup();
    fireEvent.click(button('Next'));
    expect(screen.queryByRole('button', { name: 'Go to the reward centre' })).toBeNull();
    fireEvent.click(button('Previous'));
    fireEvent.click(button('Go to the reward centre'));
    expect(currentPath()).toBe(ROUTES.rewardCenter);
    await waitFor(() => expect(screen.queryByTestId('announcement-popup')).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.SHELL_PU_A)).toContain('Member offer');
  });

  it('shows the latest news only after the popup is closed, and not again this session (spec 2.4)', async () => {
    const view = renderApp(<HomePopups announcements={[guestWelcome, lobbyNews]} />);
    await openPopup();
    expect(screen.queryByTestId('news-popup')).toBeNull();
    fireEvent.click(button('Close'));
    await openPopup('news-popup');
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
    expect(title()).toBe('Lobby news');
    fireEvent.click(button('Close'));
    await waitFor(() => expect(screen.queryByTestId('news-popup')).toBeNull());
    expect(sessionStorage.getItem(STORAGE_KEYS.NOTICE_POP)).not.toBeNull();
    view.unmount();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderApp(<HomePopups announcements={[guestWelcome, lobbyNews]} />);
    await popupDelayPassed();
    expect(screen.queryByTestId('news-popup')).toBeNull();
  });
});
