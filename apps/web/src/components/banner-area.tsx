import { useLocalizedText } from '../lib/localized-text.ts';
import { useStartupConfig } from '../lib/startup-config.ts';
import { CdnImage } from './cdn-image.tsx';

/**
 * spec 2.1: the extra banner area of home-type paths. Width and height reserve the space. The
 * artwork carries no text: its title and text are page text in the reader's language (decision 038).
 */
export function BannerArea() {
  const { brand } = useStartupConfig();
  const localized = useLocalizedText();
  const title = localized(brand.banner.title);
  const text = localized(brand.banner.text);
  return (
    <div className="banner-area">
      <div className="banner">
        <CdnImage path={brand.banner.url} alt="" width={750} height={300} fetchPriority="high" />
        {(title || text) && (
          <div className="banner-copy">
            {title && <p className="banner-title">{title}</p>}
            {text && <p className="banner-text">{text}</p>}
          </div>
        )}
      </div>
    </div>
  );
}
