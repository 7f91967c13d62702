import { DownloadBar } from '../../components/download/download-bar.tsx';
import { HomePopups } from '../../features/content/components/home-popups.tsx';
import { HomeScreen } from '../../features/home/screens/home-screen.tsx';
import { useHomeContent } from '../../lib/home-content.ts';

// /m/home (spec 2.4): the download bar (2.10), Home's own content (banners come with the
// layout's banner area), and the popups of section 4. Games and lottery join with their issues.

/** A member's loads on Home (spec 2.4), from the accounts and wallet features, loaded only for a member. */
const memberHome = () => {
  // A failure leaves the header as it was; a session found over is handled by the API client.
  import('../home-member.ts').then((m) => m.loadMemberHome()).catch(() => undefined);
};

export function Component() {
  const content = useHomeContent();
  return (
    <>
      <DownloadBar />
      <HomeScreen onMemberHome={memberHome} />
      <HomePopups announcements={content?.announcements ?? []} />
    </>
  );
}
