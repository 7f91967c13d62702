import type { Announcement } from '@lobby/shared';

// Home's popups (spec 2.4, 4): the announcement popup and the latest-news popup. The content
// work of issue 10 fills this in.

export function HomePopups(_props: { announcements: readonly Announcement[] }) {
  return null;
}
