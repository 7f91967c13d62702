import { ChevronIcon } from '../../../components/more-icons.tsx';
import { Link } from '../../../lib/router.ts';
import { useTranslation } from '../../../lib/translation.ts';
import type { MemberEntry } from '../entries.ts';
import { entryLabelKey, tapEntry } from './entry-tap.ts';
import { ENTRY_ICONS } from './member-icons.tsx';

/**
 * One tile or list row: a real link to its page (a button for the download tile), its icon and
 * its name; `row` adds the chevron of a list row.
 */
export function EntryLink({
  entry,
  className,
  row,
}: {
  entry: MemberEntry;
  className: string;
  row?: boolean;
}) {
  const { t } = useTranslation();
  const EntryIcon = ENTRY_ICONS[entry.id];
  const content = (
    <>
      <span className="mc-entry-icon">
        <EntryIcon />
      </span>
      <span className="mc-entry-label">{t(entryLabelKey(entry))}</span>
      {row && <ChevronIcon />}
    </>
  );
  if (entry.to === null)
    return (
      <button type="button" className={className} onClick={(event) => tapEntry(event, entry, t)}>
        {content}
      </button>
    );
  return (
    <Link to={entry.to} className={className} onClick={(event) => tapEntry(event, entry, t)}>
      {content}
    </Link>
  );
}
