import type { HotMatch } from '@lobby/shared';
import { CdnImage } from '../../../components/cdn-image.tsx';
import { formatMatchTime } from '../match-time.ts';

/** Both teams with their badges and the match time between them (the strip and the modal). */
export function HotMatchTeams({
  match,
  size,
  timeLabel,
}: {
  match: HotMatch;
  size: number;
  timeLabel?: string;
}) {
  return (
    <span className="hot-match-teams">
      <HotMatchTeam name={match.homeTeam} image={match.homeTeamImageUrl} size={size} />
      <span className="hot-match-time">
        {timeLabel && <span className="hot-match-time-label">{timeLabel}</span>}
        {/* MM/DD HH:mm reads left to right in every language. */}
        <time dir="ltr" dateTime={new Date(match.matchTime).toISOString()}>
          {formatMatchTime(match.matchTime)}
        </time>
      </span>
      <HotMatchTeam name={match.awayTeam} image={match.awayTeamImageUrl} size={size} />
    </span>
  );
}

function HotMatchTeam({ name, image, size }: { name: string; image: string; size: number }) {
  return (
    <span className="hot-match-team">
      {/* The name beside it says who it is: the badge is decoration. */}
      <CdnImage path={image} alt="" width={size} height={size} loading="lazy" decoding="async" />
      <bdi>{name}</bdi>
    </span>
  );
}
