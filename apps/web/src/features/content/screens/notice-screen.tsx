import { dateFormatter } from '../../../lib/date-format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useLanguageTag, useTranslation } from '../../../lib/translation.ts';
import { useNotices } from '../api/get-notices.ts';
import { ContentAccordion } from '../components/content-accordion.tsx';
import { ContentPage } from '../components/content-states.tsx';

/**
 * /m/notice (spec 2.1, 2.3, 7 "Announcements"): the notices, newest first, each with its date;
 * a title opens its text in place (decision 052). Further pages load on request.
 */
export function NoticeScreen() {
  const { t } = useTranslation();
  const tag = useLanguageTag();
  const query = useNotices(currentLanguage());
  const date = dateFormatter(tag, { date: true, time: false });

  return (
    <ContentPage
      query={query}
      items={(data) => data.pages.flatMap((page) => page.list)}
      failedText={t('content.notices.failed')}
      emptyText={t('content.notices.empty')}
      emptyTestId="notices-empty"
    >
      {(notices) => (
        <>
          <ContentAccordion
            testId="notice-list"
            items={notices.map((notice) => ({
              id: notice.id,
              title: notice.title,
              html: notice.content,
              meta: (
                <time className="notice-date" dateTime={new Date(notice.publishedAt).toISOString()}>
                  {date.format(notice.publishedAt)}
                </time>
              ),
            }))}
          />
          {query.hasNextPage && (
            <button
              type="button"
              className="button button-outline content-more"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? t('common.loading') : t('content.notices.more')}
            </button>
          )}
        </>
      )}
    </ContentPage>
  );
}
