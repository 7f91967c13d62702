import { useStartupConfig } from '../lib/startup-config.ts';
import { CdnImage } from './cdn-image.tsx';

/** spec 2.1: the extra banner area of home-type paths. Width and height reserve the space. */
export function BannerArea() {
  const { brand } = useStartupConfig();
  return (
    <div className="banner-area">
      <CdnImage
        path={brand.banner.url}
        alt={brand.banner.alt}
        width={750}
        height={300}
        fetchPriority="high"
      />
    </div>
  );
}
