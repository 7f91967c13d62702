import { currentLanguage } from '../../../lib/i18n.ts';
import { useSearchParams } from '../../../lib/router.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useHelp } from '../api/get-help.ts';
import { ContentAccordion } from '../components/content-accordion.tsx';
import { ContentPage } from '../components/content-states.tsx';
import { openHelpIndex } from '../help-rules.ts';

/**
 * /m/help and /m/helpDetail (spec 2.13): the help items' titles, each opening to its HTML; the
 * query parameter i opens that item on arrival (default 0). Empty state when there are none.
 */
export function HelpScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const query = useHelp(currentLanguage());

  return (
    <ContentPage
      query={query}
      items={(data) => data.list}
      failedText={t('content.help.failed')}
      emptyText={t('content.help.empty')}
      emptyTestId="help-empty"
    >
      {(items) => (
        <ContentAccordion
          // A new i (or language) starts from its own open item.
          key={`${search.get('i')}:${currentLanguage()}`}
          testId="help-list"
          initiallyOpen={openHelpIndex(search.get('i'), items.length)}
          items={items.map((item) => ({ id: item.id, title: item.title, html: item.content }))}
        />
      )}
    </ContentPage>
  );
}
