import { DownloadBar } from '../../components/download/download-bar.tsx';
import { HomePopups } from '../../features/content/components/home-popups.tsx';
import { HomeScreen } from '../../features/home/screens/home-screen.tsx';
import { useHomeContent } from '../../lib/home-content.ts';

// /m/home (spec 2.4): the download bar (2.10), Home's own content (banners come with the
// layout's banner area), and the popups of section 4. Games and lottery join with their issues.

export function Component() {
  const content = useHomeContent();
  return (
    <>
      <DownloadBar />
      <HomeScreen />
      <HomePopups announcements={content?.announcements ?? []} />
    </>
  );
}
