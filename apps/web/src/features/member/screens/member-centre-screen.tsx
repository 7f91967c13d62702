import { useSession } from '../../../lib/session.ts';
import { useStartupConfig } from '../../../lib/startup-config.ts';
import { useWithdrawalCheck, withdrawEntriesShown } from '../../../lib/withdrawal-check.ts';
import { useFreshMemberInfo } from '../api/get-member-info.ts';
import { ClassicLayout, NewLayout } from '../components/layouts.tsx';
import { memberCentreEntries, PROMO_SWITCHES_UNTIL_PROMOTIONS, templateOf } from '../entries.ts';
import '../components/member-centre.css';

/**
 * /m/member/home and /m/mine, the member centre (spec 2.9): the template the merchant chose
 * (spec 4), with the entries its flags, the member's session and member info allow (decision
 * 054). Member info is asked for again on every opening with a session.
 */
export function MemberCentreScreen() {
  const config = useStartupConfig();
  const session = useSession();
  const info = useFreshMemberInfo(session !== null);
  // Decision 067: the withdraw tile and record entry follow the server's check, asked for members only.
  const check = useWithdrawalCheck(session !== null);
  const template = templateOf(config.mobileTemplate.mem_cen);
  const member = session && info.data ? info.data : undefined;
  const entries = memberCentreEntries({
    flags: config.whitelabel,
    promos: PROMO_SWITCHES_UNTIL_PROMOTIONS,
    session: session ? { type: session.type } : null,
    member: member ? { type: member.type, toUpline: member.toUpline } : null,
    withdrawalAllowed: session !== null && withdrawEntriesShown(check.data),
    template,
  });
  const Layout = template === 'new' ? NewLayout : ClassicLayout;
  return <Layout session={session} info={member} entries={entries} />;
}
