import { useEffect } from 'react';
import { isHomePath, titleKey } from '../lib/layout-rules.ts';
import { useStartupConfig } from '../lib/startup-config.ts';
import { useTranslation } from '../lib/translation.ts';

/** Decision 024: "<page title> - <brand>", and the brand alone on Home, which is the brand's page. */
export function documentTitle(page: string | null, brand: string): string {
  return page ? `${page} - ${brand}` : brand;
}

/** Keeps the document title in step with the page and the language (issue 7). */
export function useDocumentTitle(pathname: string): void {
  const { t } = useTranslation();
  const brand = useStartupConfig().brand.name;
  const page = isHomePath(pathname) ? null : t(titleKey(pathname));
  useEffect(() => {
    document.title = documentTitle(page, brand);
  }, [page, brand]);
}
