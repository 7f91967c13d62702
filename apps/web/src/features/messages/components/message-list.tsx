import { ROUTES } from '@lobby/shared';
import { useEffect, useRef } from 'react';
import { currentLanguage } from '../../../lib/i18n.ts';
import { Link, useLocation } from '../../../lib/router.ts';
import { useLanguageTag, useTranslation } from '../../../lib/translation.ts';
import { useUnreadCount } from '../../../lib/unread-count.ts';
import { useMessages } from '../api/get-messages.ts';
import { FROM_LIST, formatSentAt } from '../inbox-rules.ts';
import { InboxFailed, InboxLoading } from './inbox-states.tsx';
import '../../../components/card-list.css';

// The inbox list (spec 2.1 /m/message, /m/webEmail; 2.9 red dot; decision 047).

/** spec 9 "Infinite-scroll trigger": the next page loads within 500 px of the end. */
const NEAR_END = '500px';

/** Loads the next page once the sentinel comes near the viewport (the button stays for everyone else). */
function useLoadWhenNear(load: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
      rootMargin: NEAR_END,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [load, enabled]);
  return ref;
}

export function MessageList() {
  const { t } = useTranslation();
  const tag = useLanguageTag();
  const { pathname } = useLocation();
  const unread = useUnreadCount();
  const query = useMessages(currentLanguage());
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const sentinel = useLoadWhenNear(() => void fetchNextPage(), hasNextPage && !isFetchingNextPage);
  const base = pathname === ROUTES.message ? ROUTES.message : ROUTES.webEmail;

  if (query.isPending) return <InboxLoading />;
  if (query.isError) return <InboxFailed text={t('inbox.failed')} onRetry={() => void query.refetch()} />;
  const messages = query.data.pages.flatMap((page) => page.list);
  return (
    <main className="page-content inbox">
      <p className="inbox-summary" data-testid="inbox-unread" aria-live="polite">
        {unread > 0 ? t('inbox.unreadCount', { count: unread }) : t('inbox.allRead')}
      </p>
      {messages.length === 0 ? (
        <p className="card inbox-state" data-testid="inbox-empty">
          {t('inbox.empty')}
        </p>
      ) : (
        <ul className="card-list" aria-label={t('titles.message')}>
          {messages.map((message) => (
            <li key={message.id}>
              <Link
                to={`${base}?id=${message.id}`}
                state={FROM_LIST}
                className={message.read ? 'inbox-item' : 'inbox-item unread'}
                data-testid="inbox-item"
              >
                <span
                  className="inbox-dot"
                  aria-hidden="true"
                  data-testid={message.read ? undefined : 'inbox-dot'}
                />
                <span className="inbox-item-text">
                  <span className="inbox-item-title">
                    {!message.read && <span className="visually-hidden">{t('inbox.unread')}: </span>}
                    <bdi>{message.title}</bdi>
                  </span>
                  <time className="inbox-item-time" dateTime={new Date(message.sentAt).toISOString()}>
                    {formatSentAt(message.sentAt, tag)}
                  </time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {hasNextPage && (
        <div ref={sentinel} className="inbox-more">
          <button
            type="button"
            className="button button-outline"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? t('common.loading') : t('inbox.loadMore')}
          </button>
        </div>
      )}
    </main>
  );
}
