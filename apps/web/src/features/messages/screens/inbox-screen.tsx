import { currentLanguage } from '../../../lib/i18n.ts';
import { useSearchParams } from '../../../lib/router.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { MessageDetailView } from '../components/message-detail.tsx';
import { MessageList } from '../components/message-list.tsx';
import { openedMessageId } from '../inbox-rules.ts';
import './inbox-screen.css';

/**
 * /m/message and /m/webEmail, the message centre (spec 2.1, 2.9; decision 047): the list, or
 * with `?id=` the message itself.
 */
export function InboxScreen() {
  // Re-renders on a language change, so both views ask in the new language.
  useTranslation();
  const [search] = useSearchParams();
  const id = openedMessageId(search);
  return id === null ? <MessageList /> : <MessageDetailView key={id} id={id} language={currentLanguage()} />;
}
