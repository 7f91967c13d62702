import { useStartupConfig } from '../lib/startup-config.ts';
import { useTranslation } from '../lib/translation.ts';

/** spec 2.3: the copyright line, in the reader's language with the merchant's name (decision 038). */
export function CopyrightLine() {
  const { t } = useTranslation();
  const { brand } = useStartupConfig();
  return (
    <p className="copyright">
      {t('footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}
    </p>
  );
}
