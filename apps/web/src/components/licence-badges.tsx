import type { LocalizedText } from '@lobby/shared';
import { useLocalizedText } from '../lib/localized-text.ts';
import { CdnImage } from './cdn-image.tsx';

export interface LicenceBadgesProps {
  images: readonly { url: string; alt: LocalizedText }[];
  label: string;
  /** Shown size of each badge, in CSS pixels. */
  size: number;
}

/**
 * spec 2.1, 2.3: the licence badges, each named under it in text (issue 9): words drawn inside
 * a 40 px image cannot be read, so the images carry none and the name is the caption.
 */
export function LicenceBadges({ images, label, size }: LicenceBadgesProps) {
  // The caption is the merchant's name for the badge, in the reader's language (decision 038).
  const localized = useLocalizedText();
  return (
    <ul className="licences" aria-label={label}>
      {images.map((image) => (
        <li key={image.url} className="licence">
          <CdnImage path={image.url} alt="" width={size} height={size} loading="lazy" />
          <span className="licence-name">{localized(image.alt)}</span>
        </li>
      ))}
    </ul>
  );
}
