import { type MemberInfo, type SessionInfo, TRIAL_CUSTOMER_TYPE } from '@lobby/shared';
import { useTranslation } from '../../../lib/translation.ts';
import type { MemberCentreEntries } from '../entries.ts';
import { EntryLink } from './entry-link.tsx';
import { GuestPrompt, TrialNote } from './guest-prompt.tsx';
import { MemberTopBar } from './member-top-bar.tsx';
import { ProfileBlock } from './profile-block.tsx';

export interface LayoutProps {
  session: SessionInfo | null;
  info: MemberInfo | undefined;
  entries: MemberCentreEntries;
}

const isTrial = (session: SessionInfo | null) => session?.type === TRIAL_CUSTOMER_TYPE;

/**
 * The classic member centre (mobileTemplate.mem_cen other than "1", spec 4): list first. A
 * compact bar with the profile on one line, the quick tiles as a strip of chips, then every
 * entry in one list in the order of spec 2.9's table.
 */
export function ClassicLayout({ session, info, entries }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <main className="member-centre mc-classic" data-template="classic">
      <div className="mc-head">
        <MemberTopBar />
        {session ? <ProfileBlock session={session} info={info} avatarSize={56} /> : <GuestPrompt />}
      </div>
      {isTrial(session) && <TrialNote />}
      <nav className="mc-strip" aria-label={t('memberCentre.quickLinks')}>
        {entries.tiles.map((entry) => (
          <EntryLink key={entry.id} entry={entry} className="mc-chip" />
        ))}
      </nav>
      {entries.groups.map((group) => (
        <nav key={group.id} className="card mc-list" aria-label={t('memberCentre.menu')}>
          {group.entries.map((entry) => (
            <EntryLink key={entry.id} entry={entry} className="mc-row" row />
          ))}
        </nav>
      ))}
    </main>
  );
}

/**
 * The new member centre (mobileTemplate.mem_cen "1", spec 4): a card header with a big profile,
 * the quick tiles as a grid of cards over its edge, and the entries in titled groups.
 */
export function NewLayout({ session, info, entries }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <main className="member-centre mc-new" data-template="new">
      <div className="mc-hero">
        <MemberTopBar />
        {session ? <ProfileBlock session={session} info={info} avatarSize={88} /> : <GuestPrompt />}
      </div>
      <nav className="mc-grid" aria-label={t('memberCentre.quickLinks')}>
        {entries.tiles.map((entry) => (
          <EntryLink key={entry.id} entry={entry} className="mc-tile" />
        ))}
      </nav>
      {isTrial(session) && <TrialNote />}
      {entries.groups.map((group) => (
        <section key={group.id} className="mc-group" aria-labelledby={`mc-group-${group.id}`}>
          <h2 id={`mc-group-${group.id}`}>{t(`memberCentre.groups.${group.id}`)}</h2>
          <nav className="card mc-list" aria-labelledby={`mc-group-${group.id}`}>
            {group.entries.map((entry) => (
              <EntryLink key={entry.id} entry={entry} className="mc-row" row />
            ))}
          </nav>
        </section>
      ))}
    </main>
  );
}
