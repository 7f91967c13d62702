import { type ImgHTMLAttributes, useMemo, useState } from 'react';
import { BUILT_IN_CDN, imageUrl, pickImageCdn } from '../lib/image-cdn.ts';
import { useStartupConfig } from '../lib/startup-config.ts';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { path: string; alt: string };

/** An image from the merchant's CDN that falls back to the server itself when it fails (spec 9). */
export function CdnImage({ path, alt, ...rest }: Props) {
  const { imageCDNs } = useStartupConfig();
  const base = useMemo(() => pickImageCdn(imageCDNs, sessionStorage, Math.random), [imageCDNs]);
  const [failed, setFailed] = useState(false);
  const src = imageUrl(path, failed ? BUILT_IN_CDN : base);
  return (
    <img
      {...rest}
      src={src}
      alt={alt}
      onError={() => {
        if (!failed && base !== BUILT_IN_CDN) setFailed(true);
      }}
    />
  );
}
