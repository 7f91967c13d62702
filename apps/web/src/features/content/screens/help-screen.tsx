import { currentLanguage } from '../../../lib/i18n.ts';
import { useSearchParams } from '../../../lib/router.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useHelp } from '../api/get-help.ts';
import { ContentAccordion } from '../components/content-accordion.tsx';
import { ContentEmpty, ContentFailed, ContentLoading } from '../components/content-states.tsx';
import { openHelpIndex } from '../help-rules.ts';

/**
 * /m/help and /m/helpDetail (spec 2.13): the help items' titles, each opening to its HTML; the
 * query parameter i opens that item on arrival (default 0). Empty state when there are none.
 */
export function HelpScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const query = useHelp(currentLanguage());

  if (query.isPending) {
    return (
      <main className="page-content">
        <ContentLoading />
      </main>
    );
  }
  if (query.isError) {
    return (
      <main className="page-content">
        <ContentFailed text={t('content.help.failed')} onRetry={() => void query.refetch()} />
      </main>
    );
  }
  const items = query.data.list;
  if (items.length === 0) {
    return (
      <main className="page-content">
        <ContentEmpty text={t('content.help.empty')} testId="help-empty" />
      </main>
    );
  }
  return (
    <main className="page-content">
      <ContentAccordion
        // A new i (or language) starts from its own open item.
        key={`${search.get('i')}:${currentLanguage()}`}
        testId="help-list"
        initiallyOpen={openHelpIndex(search.get('i'), items.length)}
        items={items.map((item) => ({ id: item.id, title: item.title, html: item.content }))}
      />
    </main>
  );
}
