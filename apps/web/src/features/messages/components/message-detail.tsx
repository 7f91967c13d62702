import type { LanguageCode } from '@lobby/shared';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { Link, useLocation, useNavigate } from '../../../lib/router.ts';
import { useLanguageTag, useTranslation } from '../../../lib/translation.ts';
import { useMessage } from '../api/get-message.ts';
import { cameFromList, formatSentAt } from '../inbox-rules.ts';
import { InboxFailed, InboxLoading } from './inbox-states.tsx';

// One message (spec 7 "Inbox"; decision 047): a sub-view of the inbox route (`?id=`), so the
// back button and the header's back arrow return to the list. Opening it marks it read.

export function MessageDetailView({ id, language }: { id: number; language: LanguageCode }) {
  const { t } = useTranslation();
  const tag = useLanguageTag();
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const query = useMessage(id, language);
  const backToList = (
    <Link
      to={pathname}
      className="button button-outline inbox-back"
      onClick={(event) => {
        // The list is the entry before when the member came from it: go back, not forward.
        if (!cameFromList(state)) return;
        event.preventDefault();
        navigate(-1);
      }}
    >
      {t('inbox.backToList')}
    </Link>
  );

  if (query.isPending) return <InboxLoading />;
  if (query.isError) {
    const gone = query.error instanceof ApiError && query.error.code === 'NOT_FOUND';
    return (
      <InboxFailed
        text={t(gone ? 'inbox.notFound' : 'inbox.failed')}
        onRetry={gone ? undefined : () => void query.refetch()}
      >
        {backToList}
      </InboxFailed>
    );
  }
  const message = query.data;
  return (
    <main className="page-content inbox">
      <article className="card inbox-message" data-testid="inbox-message">
        <h2>
          <bdi>{message.title}</bdi>
        </h2>
        <time className="inbox-item-time" dateTime={new Date(message.sentAt).toISOString()}>
          {formatSentAt(message.sentAt, tag)}
        </time>
        <SafeHtml html={message.content} className="inbox-message-body" data-testid="inbox-message-body" />
      </article>
      {backToList}
    </main>
  );
}
